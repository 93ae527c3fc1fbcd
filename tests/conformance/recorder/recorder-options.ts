import path from 'node:path'
import { parseArgs } from 'node:util'
import { RECORDINGS_DIR } from '../../support/recorded-cases'

export interface RecorderOptions {
  endpoint: string
  /** The storefront origin the shop's access control allows (the replay uses the same). */
  origin: string
  /** Only these planned cases (by name); all when null. */
  only: ReadonlySet<string> | null
  /** Headless Login's signing key, to make the expired token of viewerView-expired-bearer. */
  jwtSecret: string | null
  /** What answered, e.g. "WordPress 7.0.1, WooCommerce 10.0.2, …", kept in shop.json. */
  stack: string | null
  outDir: string
}

export const USAGE =
  'Usage: npm run conformance:record -- --endpoint https://shop.example/graphql [--origin ORIGIN] ' +
  "[--only NAME,…] [--jwt-secret SECRET] [--stack 'WordPress 7.0.1, …'] [--out DIR]"

/** The command line's options; throws with the usage when the endpoint is missing. */
export function readRecorderOptions(
  argv: string[],
  env: Record<string, string | undefined>,
): RecorderOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      endpoint: { type: 'string' },
      origin: { type: 'string', default: 'http://localhost:3700' },
      only: { type: 'string' },
      'jwt-secret': { type: 'string' },
      stack: { type: 'string' },
      out: { type: 'string' },
    },
  })
  if (!values.endpoint) throw new Error(USAGE)
  return {
    endpoint: values.endpoint,
    origin: new URL(values.origin!).origin,
    only: values.only ? new Set(values.only.split(',')) : null,
    jwtSecret: values['jwt-secret'] ?? env.CONFORMANCE_JWT_SECRET ?? null,
    stack: values.stack ?? null,
    outDir: path.resolve(values.out ?? RECORDINGS_DIR),
  }
}
