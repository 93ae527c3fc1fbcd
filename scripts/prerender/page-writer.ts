import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { htmlFile, payloadFile } from '../../src/build/payload-url'

/** Writes a route's `index.html` and `_payload.json` under the output folder, as soon as it is rendered. */
export async function writePage(
  outDir: string,
  routePath: string,
  html: string,
  payload: unknown,
): Promise<void> {
  const htmlPath = path.join(outDir, htmlFile(routePath))
  await mkdir(path.dirname(htmlPath), { recursive: true })
  await Promise.all([
    writeFile(htmlPath, html),
    payload === undefined
      ? undefined
      : writeFile(path.join(outDir, payloadFile(routePath)), JSON.stringify(payload)),
  ])
}
