import path from 'node:path'

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.map',
  '.webmanifest',
])

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.has(path.extname(file))
}

/** The content codings the static server serves, in the server's order of preference, and their file suffixes. */
export const ENCODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const

export type Coding = (typeof ENCODINGS)[number]['coding']
