import type { Config } from 'vike/types'

export default { titleKey: 'checkout.title' } satisfies Config
