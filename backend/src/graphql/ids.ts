/** WPGraphQL global ids: base64 of `type:id`. */
export const toGlobalId = (type: string, id: string | number) =>
  Buffer.from(`${type}:${id}`).toString('base64')

export function fromGlobalId(globalId: string): { type: string; id: string } | null {
  const decoded = Buffer.from(globalId, 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon <= 0) return null
  return { type: decoded.slice(0, colon), id: decoded.slice(colon + 1) }
}
