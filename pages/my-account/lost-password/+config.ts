import type { Config } from 'vike/types'

export default { titleKey: 'lostPassword.title' } satisfies Config
