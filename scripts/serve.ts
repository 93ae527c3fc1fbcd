/** Serves dist/client like a CDN: `npm run serve [-- --port 3000 --dir dist/client]`. */
import { parseArgs } from 'node:util'
import { DEFAULT_GQL_HOST } from '../src/config/public-config'
import { avatarOriginFromEnv, paymentOriginsFromEnv } from './serve/security-headers'
import { startStaticServer } from './serve/static-server'

const { values } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string' }, dir: { type: 'string' } },
})
const server = await startStaticServer({
  root: values.dir ?? 'dist/client',
  port: Number(values.port ?? process.env.PORT ?? 3000),
  host: values.host ?? process.env.HOST ?? '127.0.0.1',
  backendOrigin: new URL(process.env.GQL_HOST || DEFAULT_GQL_HOST).origin,
  ...paymentOriginsFromEnv(process.env),
  ...avatarOriginFromEnv(process.env),
})
console.info(`Shop served at ${server.url}`)
