import { serverCpuSeconds } from './server-cpu'
import type { Answer, RequestShape } from './shapes'

export interface Endpoint {
  url: string
  origin: string
}

/** One request as the build sends it; its answer and its wall time in ms. */
export async function send(
  endpoint: Endpoint,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ body: Answer; ms: number }> {
  const started = performance.now()
  const response = await fetch(endpoint.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: endpoint.origin },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as Answer
  const ms = performance.now() - started
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${JSON.stringify(body).slice(0, 300)}`)
  return { body, ms }
}

export interface ShapeCost {
  shape: string
  requests: number
  products: number
  msPerRequest: number
  msPerProduct: number | null
  /** The server's CPU (the named processes) per product, when it runs on this machine. */
  cpuMsPerProduct: number | null
  cpuMsPerRequest: number | null
  error?: string
}

/** `repeat` requests of one shape one after another (after one to warm up): wall time and server CPU. */
export async function measureShape(
  endpoint: Endpoint,
  shape: RequestShape,
  repeat: number,
  serverProcesses: string[],
): Promise<ShapeCost> {
  const warm = await send(endpoint, shape.query, shape.variables)
  const base = { shape: shape.name, requests: 0, products: 0, msPerRequest: 0 }
  if (warm.body.errors?.length)
    return {
      ...base,
      msPerProduct: null,
      cpuMsPerProduct: null,
      cpuMsPerRequest: null,
      error: warm.body.errors[0]!.message,
    }
  const cpuBefore = await serverCpuSeconds(serverProcesses)
  let ms = 0
  let products = 0
  for (let i = 0; i < repeat; i++) {
    const answer = await send(endpoint, shape.query, shape.variables)
    ms += answer.ms
    products += shape.products(answer.body)
  }
  const cpuAfter = await serverCpuSeconds(serverProcesses)
  const cpuMs = cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) * 1000 : null
  return {
    ...base,
    requests: repeat,
    products: products / repeat,
    msPerRequest: ms / repeat,
    msPerProduct: products ? ms / products : null,
    cpuMsPerProduct: cpuMs !== null && products ? cpuMs / products : null,
    cpuMsPerRequest: cpuMs !== null ? cpuMs / repeat : null,
  }
}

export interface ConcurrencyCost {
  read: string
  concurrency: number
  productsPerSecond: number
  cpuMsPerProduct: number | null
}

/**
 * Reads `batches` (lists of ids) with `concurrency` requests at once, as the build does, through `shapeFor`: products
 * a second and the server's CPU per product.
 */
export async function measureConcurrency(
  endpoint: Endpoint,
  read: string,
  shapeFor: (ids: number[]) => RequestShape,
  batches: number[][],
  concurrency: number,
  serverProcesses: string[],
): Promise<ConcurrencyCost> {
  const queue = [...batches]
  let products = 0
  const cpuBefore = await serverCpuSeconds(serverProcesses)
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let ids = queue.shift(); ids; ids = queue.shift()) {
        const shape = shapeFor(ids)
        products += shape.products((await send(endpoint, shape.query, shape.variables)).body)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const cpuAfter = await serverCpuSeconds(serverProcesses)
  return {
    read,
    concurrency,
    productsPerSecond: products / seconds,
    cpuMsPerProduct:
      cpuBefore !== null && cpuAfter !== null && products ? ((cpuAfter - cpuBefore) * 1000) / products : null,
  }
}
