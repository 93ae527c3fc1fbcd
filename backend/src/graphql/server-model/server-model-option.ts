import { SERVER_MODELS, type ServerModelOptions } from './server-model'

function count(name: string, text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined
  const value = Number(text)
  if (!Number.isInteger(value) || value < 1 || value > 256)
    throw new Error(`${name} must be a whole number from 1 to 256, got "${text}"`)
  return value
}

/**
 * The CLI's `--server-model NAME [--server-workers N] [--server-cores N]` (or `SERVER_MODEL`, `SERVER_WORKERS`,
 * `SERVER_CORES`): the calibrated server model, or undefined (the default) for none.
 */
export function serverModelOption(
  flags: { model?: string; workers?: string; cores?: string },
  env: Record<string, string | undefined>,
): ServerModelOptions | undefined {
  const model = flags.model ?? (env.SERVER_MODEL || undefined)
  const workers = count('--server-workers', flags.workers ?? env.SERVER_WORKERS)
  const cores = count('--server-cores', flags.cores ?? env.SERVER_CORES)
  if (model === undefined || model === 'none') {
    if (workers !== undefined || cores !== undefined)
      throw new Error('--server-workers and --server-cores need --server-model real-woocommerce')
    return undefined
  }
  const known = SERVER_MODELS.find((name) => name === model)
  if (!known)
    throw new Error(`--server-model must be one of ${SERVER_MODELS.join(', ')} or none, got "${model}"`)
  return { model: known, workers, cores }
}
