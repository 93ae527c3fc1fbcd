import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { htmlFile, payloadFile } from '../../src/page-data/payload-url'
import { PAGE_QUALITY, precompressFile } from '../serve/precompress'
import { replaceFile } from '../../payloads/replace-file'

/** How many pages may be waiting on the disk while the next ones render. */
const MAX_PENDING = 64

/**
 * Writes a route's `index.html` and `_payload.json` under the output folder as soon as it is rendered,
 * without making the renderer wait for the disk (at most MAX_PENDING pages in flight; `flush()` at the end),
 * with their brotli and gzip copies: compressed here, in the render processes while the build waits for the
 * backend, rather than all at the end (the build's last step then finds them current and skips them).
 */
export class PageWriter {
  private readonly pending = new Set<Promise<void>>()

  constructor(private readonly outDir: string) {}

  async write(routePath: string, html: string, payloadJson: string | undefined): Promise<void> {
    await this.track(this.writeFiles(routePath, html, payloadJson))
  }

  private async track(job: Promise<void>): Promise<void> {
    this.pending.add(job)
    void job.finally(() => this.pending.delete(job)).catch(() => undefined)
    if (this.pending.size >= MAX_PENDING) await Promise.race(this.pending)
  }

  /** Writes one file (relative to the output folder), such as the error document. */
  async writeFile(relativePath: string, content: string): Promise<void> {
    await this.track(replaceFile(path.join(this.outDir, relativePath), content))
  }

  /** Waits for every write; the first failure is thrown. */
  async flush(): Promise<void> {
    await Promise.all(this.pending)
  }

  private async writeFiles(routePath: string, html: string, payloadJson: string | undefined): Promise<void> {
    const htmlPath = path.join(this.outDir, htmlFile(routePath))
    // Every route has a folder of its own: nothing to remember between pages (memory stays flat).
    await mkdir(path.dirname(htmlPath), { recursive: true })
    const payloadPath = path.join(this.outDir, payloadFile(routePath))
    await Promise.all([
      replaceFile(htmlPath, html).then(() => precompressFile(htmlPath, PAGE_QUALITY)),
      payloadJson === undefined
        ? undefined
        : replaceFile(payloadPath, payloadJson).then(() => precompressFile(payloadPath, PAGE_QUALITY)),
    ])
  }
}
