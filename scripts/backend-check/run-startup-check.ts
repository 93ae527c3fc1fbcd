import type { PublicConfig } from '../../src/config/public-config'
import { checkBackend } from './check-backend'
import { formatFinding, startupCheckError } from './findings'

/**
 * The build's start-up check: prints the warnings, and throws (stopping the build) when any finding is an
 * error. `env` gives IMAGE_SERVICE as set (its absence is what the image finding names).
 */
export async function runStartupCheck(
  config: PublicConfig,
  origin: string,
  env: Record<string, string | undefined>,
): Promise<void> {
  const findings = await checkBackend({
    gqlHost: config.gqlHost,
    origin,
    siteOrigin: new URL(config.siteUrl).origin,
    imageService: config.imageService,
    imageServiceVariable: env.IMAGE_SERVICE,
  })
  if (findings.some((f) => f.level === 'error')) throw startupCheckError(findings)
  for (const finding of findings) console.warn(`Start-up check ${formatFinding(finding)}`)
}
