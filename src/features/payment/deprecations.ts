import { OPEN_IFRAME_DEPRECATED, SETUP_DEPRECATED } from './messages'

export type Warn = (message: string) => void

/** The old entry points each warn once per client. */
export function createDeprecationNotices(warn: Warn) {
  const said = new Set<string>()
  const once = (message: string) => {
    if (said.has(message)) return
    said.add(message)
    warn(message)
  }
  return { setup: () => once(SETUP_DEPRECATED), openIframe: () => once(OPEN_IFRAME_DEPRECATED) }
}
