import type { Config } from 'vike/types'

export default { titleKey: 'orderSummary.title' } satisfies Config
