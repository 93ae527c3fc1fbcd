/** The few browser parts the payment UI uses, so tests and server rendering can stand in for them. */
export type DocumentLike = Pick<Document, 'getElementById' | 'createElement' | 'body'>

export interface WindowLike {
  document: DocumentLike
  location: { href: string; protocol: string }
  navigator: { userAgent: string }
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  setTimeout(handler: () => void, ms: number): unknown
}

/** An element given as itself or by id; null when the id names nothing. */
export function resolveElement(doc: DocumentLike, target: unknown): HTMLElement | null {
  if (typeof target === 'string') return target ? doc.getElementById(target) : null
  if (target && typeof target === 'object' && 'appendChild' in target) return target as HTMLElement
  return null
}
