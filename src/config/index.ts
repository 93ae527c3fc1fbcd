import type { PublicConfig } from './public-config'

declare const __PUBLIC_CONFIG__: PublicConfig

/** The public configuration this bundle was built with. */
export const config: PublicConfig = __PUBLIC_CONFIG__
