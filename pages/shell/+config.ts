import type { Config } from 'vike/types'

export default { titleKey: 'shell.title' } satisfies Config
