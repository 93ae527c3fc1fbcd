import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { htmlFile, payloadFile } from '../../src/build/payload-url'

/** Writes a route's `index.html` and `_payload.json` under the output folder, as soon as it is rendered. */
export class PageWriter {
  private readonly madeDirs = new Set<string>()

  constructor(private readonly outDir: string) {}

  async write(routePath: string, html: string, payload: unknown): Promise<void> {
    const htmlPath = path.join(this.outDir, htmlFile(routePath))
    const dir = path.dirname(htmlPath)
    if (!this.madeDirs.has(dir)) {
      await mkdir(dir, { recursive: true })
      this.madeDirs.add(dir)
    }
    await Promise.all([
      writeFile(htmlPath, html),
      payload === undefined
        ? undefined
        : writeFile(path.join(this.outDir, payloadFile(routePath)), JSON.stringify(payload)),
    ])
  }
}
