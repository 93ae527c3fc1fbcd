import { mkdir } from 'node:fs/promises'

/**
 * Where e2e journeys save the screenshots they take on their way: `.tmp/` by default, so a test run never
 * changes tracked files; `SCREENSHOTS_DIR=docs/screenshots npm run test:e2e` refreshes the README's pictures.
 */
export async function screenshotDir(): Promise<string> {
  const dir = process.env.SCREENSHOTS_DIR || `${process.env.E2E_TMP || '.tmp'}/screenshots`
  await mkdir(dir, { recursive: true })
  return dir
}
