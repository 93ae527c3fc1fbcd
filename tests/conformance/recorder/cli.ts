/**
 * `npm run conformance:record -- …` (record-shop.ts says what it does). The storefront's documents live in modules
 * that also import their stylesheets and read the build's public config, so the recorder is loaded through Vite's
 * SSR module loader, as the tests load them, rather than by Node directly.
 */
import { createServer } from 'vite'
import { readPublicConfig } from '../../../src/config/public-config'

const vite = await createServer({
  configFile: false,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
  define: { __PUBLIC_CONFIG__: JSON.stringify(readPublicConfig(process.env)) },
})
let code = 1
try {
  const recorder = (await vite.ssrLoadModule('/tests/conformance/recorder/record-shop.ts')) as {
    main(argv: string[]): Promise<number>
  }
  code = await recorder.main(process.argv.slice(2))
} finally {
  await vite.close()
}
process.exit(code)
