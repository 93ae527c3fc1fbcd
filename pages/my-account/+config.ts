import type { Config } from 'vike/types'

export default { titleKey: 'account.title', storeAtOnce: true } satisfies Config
