import type { Config } from 'vike/types'

export default { titleKey: 'oauth.title' } satisfies Config
