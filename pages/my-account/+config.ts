import type { Config } from 'vike/types'

export default { titleKey: 'account.title' } satisfies Config
