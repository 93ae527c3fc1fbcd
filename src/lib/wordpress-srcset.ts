/**
 * WordPress's resized copies of an upload, from the compact form a payload keeps them in (`mouse-300x300.jpg 300w,
 * …`, narrowest first, made and checked by src/graphql/catalogue/compact-srcset.ts), as absolute addresses.
 */

export interface ImageCandidate {
  url: string
  width: number
}

export function expandSrcSet(compact: string | undefined, original: string): ImageCandidate[] {
  if (!compact) return []
  return compact.split(', ').map((entry) => {
    const [file = '', width = ''] = entry.split(' ')
    return { url: new URL(file, original).href, width: parseInt(width) }
  })
}

/** The narrowest copy at least `width` wide (the widest when none is): the `src` of a box that wide. */
export function candidateFor(candidates: ImageCandidate[], width: number): ImageCandidate | undefined {
  return candidates.find((candidate) => candidate.width >= width) ?? candidates.at(-1)
}
