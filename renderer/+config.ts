import type { Config } from 'vike/types'

// Global Vike settings: client routing with our own renderer (no vike-react), so that we own
// hydration, payload loading and the build-id reload.
export default {
  clientRouting: true,
  hydrationCanBeAborted: true,
  meta: {
    /** Translation key of the page title, for pages whose payload carries no head data. */
    titleKey: { env: { server: true, client: true } },
  },
} satisfies Config

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface Config {
      titleKey?: string
    }
  }
}
