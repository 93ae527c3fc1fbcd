import { startChildService } from './child-service'

export interface BackendProcess {
  graphqlUrl: string
  /** Unexpected exits of the process (it was restarted each time). */
  crashes(): number
  stop(): void
}

/** Runs the embedded backend (backend/src/main.ts) in its own process (child-service.ts). */
export async function startBackendProcess(
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<BackendProcess> {
  const service = await startChildService({
    name: 'backend',
    script: 'backend/src/main.ts',
    args,
    env,
    ready: /^Commerce backend listening on (\S+)/,
  })
  return { graphqlUrl: `${service.ready[1]!}/graphql`, crashes: service.crashes, stop: service.stop }
}
