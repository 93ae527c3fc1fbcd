import { parseAllowedOrigins } from './request-origin'

const ON = new Set(['1', 'true', 'on', 'yes'])
const OFF = new Set(['0', 'false', 'off', 'no', ''])

/** A boolean environment value, or undefined when unset; anything else is a start-up error, not a silent default. */
function envFlag(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined
  const v = value.trim().toLowerCase()
  if (ON.has(v)) return true
  if (OFF.has(v)) return false
  throw new Error(`${name} must be 1 or 0 (true/false), got "${value}"`)
}

/** NODE_ENV values under which the backend serves a developer (CORS for any localhost origin). */
const DEVELOPMENT_ENVS = new Set(['development', 'test'])

/**
 * How GraphQL requests are answered, from the options or the environment: WPGraphQL's debug mode (on by default, as
 * on the recorded development stack; a production WordPress has it off), the companion plugin's login failure
 * reasons (on by default, as the plugin), Headless Login's allowed origins, and
 * whether this is development (NODE_ENV `development` or `test`, as the operator set it; unset is production).
 */
export function requestSettings(
  opts: { debug?: boolean; loginFailureReasons?: boolean; allowedOrigins?: string[]; nodeEnv?: string },
  env: Record<string, string | undefined>,
): { debug: boolean; loginFailureReasons: boolean; allowedOrigins: string[] | null; development: boolean } {
  const nodeEnv = 'nodeEnv' in opts ? opts.nodeEnv : env.NODE_ENV
  return {
    debug: opts.debug ?? envFlag('GRAPHQL_DEBUG', env.GRAPHQL_DEBUG) ?? true,
    loginFailureReasons:
      opts.loginFailureReasons ?? envFlag('LOGIN_FAILURE_REASONS', env.LOGIN_FAILURE_REASONS) ?? true,
    allowedOrigins: parseAllowedOrigins(opts.allowedOrigins ?? env.ALLOWED_ORIGINS),
    development: DEVELOPMENT_ENVS.has(nodeEnv ?? ''),
  }
}
