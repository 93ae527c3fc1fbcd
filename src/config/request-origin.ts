type Env = Record<string, string | undefined>

/**
 * The `Origin` the build (and any other request made outside a browser) sends to the backend: BUILD_ORIGIN when
 * set, else the storefront's own origin from SITE_URL. WordPress's Headless Login answers a request without an
 * origin it lists with HTTP 403, so this origin must be in its access control. BUILD_ORIGIN lets an operator
 * list a separate origin for the build machine rather than sending the storefront's.
 */
export function requestOrigin(env: Env, siteUrl: string): string {
  const override = env.BUILD_ORIGIN?.trim()
  if (!override) return new URL(siteUrl).origin
  let parsed: URL
  try {
    parsed = new URL(override)
  } catch {
    throw new Error(`BUILD_ORIGIN must be an origin such as https://build.example.com, got "${override}"`)
  }
  const bare = override.replace(/\/$/, '')
  if (!/^https?:$/.test(parsed.protocol) || parsed.origin !== bare)
    throw new Error(`BUILD_ORIGIN must be an origin such as https://build.example.com, got "${override}"`)
  return parsed.origin
}
