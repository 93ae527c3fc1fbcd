/**
 * `npm run rebuild-service`: rebuilds the shop's static pages when the companion plugin says products changed.
 *   npm run rebuild-service -- [--port 4400] [--host 127.0.0.1] [--out dist] [--after "<command>"]
 *   npm run rebuild-service -- --dispatch-to https://api.github.com/repos/<owner>/<repo>/dispatches   (builds in CI;
 *     REBUILD_DISPATCH_TOKEN: a token allowed to start the repository's workflows)
 * Env: REBUILD_SECRET (the plugin's shared secret, 32 characters or more), and the build's own settings (GQL_HOST,
 * SITE_URL, …, as for `npm run build`); REBUILD_QUIET_MS (3000) and REBUILD_MAX_WAIT_MS (15000) bound how long it
 * gathers notifications. The site folder must hold a build (run `npm run build` first). docs/fresh-within-a-minute.md.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { readPositiveSetting } from './prerender/positive-setting'
import { startRebuildService } from './rebuild-service/rebuild-service'

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    out: { type: 'string' },
    after: { type: 'string' },
    'dispatch-to': { type: 'string' },
  },
})

try {
  const service = await startRebuildService({
    siteDir: path.resolve(values.out ?? 'dist'),
    port: readPositiveSetting('--port', values.port ?? process.env.REBUILD_PORT, true) ?? 4400,
    host: values.host ?? process.env.REBUILD_HOST ?? '127.0.0.1',
    secret: process.env.REBUILD_SECRET ?? '',
    env: process.env,
    quietMs: readPositiveSetting('REBUILD_QUIET_MS', process.env.REBUILD_QUIET_MS, true),
    maxWaitMs: readPositiveSetting('REBUILD_MAX_WAIT_MS', process.env.REBUILD_MAX_WAIT_MS, true),
    after: values.after ?? process.env.REBUILD_AFTER,
    dispatchTo: values['dispatch-to'] ?? process.env.REBUILD_DISPATCH_TO,
    dispatchToken: process.env.REBUILD_DISPATCH_TOKEN,
  })
  console.info(`Rebuild service listening at ${service.url}/notify`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      console.info('Stopping after the rebuild under way, if any')
      void service.close().then(() => process.exit(0))
    })
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
