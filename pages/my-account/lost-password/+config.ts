import type { Config } from 'vike/types'

export default { titleKey: 'lostPassword.title', storeAtOnce: true } satisfies Config
