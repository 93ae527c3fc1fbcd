import type { Config } from 'vike/types'

export default { titleKey: 'wishlist.title' } satisfies Config
