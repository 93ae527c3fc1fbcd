/**
 * Whether an error is a failed download of a code chunk (what a deploy that removed old chunks causes),
 * as opposed to an error thrown by the code that was loaded. Browsers word it differently.
 */
const CHUNK_FAILURES = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's CSS preload
]

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return CHUNK_FAILURES.some((pattern) => pattern.test(message))
}
