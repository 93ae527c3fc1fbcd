import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { RoutePayload } from '../../src/domain/payloads'
import { jsonLdScript as jsonForHtml } from '../../src/lib/head'
import { payloadFile } from '../../src/page-data/payload-url'
import { STATIC_PAGES } from '../../payloads/static-page'
import { createRenderPool } from './render-pool'

/**
 * An incremental rebuild's pages: each route's payload is offered, and rendered and written only when it differs from
 * the one on disk, so untouched pages stay byte-identical. The render process starts with `warm` (once a product is
 * known to have changed, so it loads the renderer while the rest is read) or with the first page that changed: a
 * rebuild with nothing to render starts none.
 */
export function pageOffers(opts: { outDir: string; distDir: string; buildId: string }) {
  /** Routes written, in order. */
  const written: string[] = []
  /** Every route the new build has: those offered, the products' and the static pages. */
  const expected = new Set<string>(Object.keys(STATIC_PAGES))
  let fatal: Error | null = null
  let pool: ReturnType<typeof createRenderPool> | null = null
  const renderer = () =>
    (pool ??= createRenderPool({
      size: 1,
      distDir: opts.distDir,
      buildId: opts.buildId,
      onDone: (_job, error) => void (fatal ??= error ?? null),
    }))
  /** Waits for every page to be written; throws the first page that failed. */
  const close = async () => {
    const started = pool
    pool = null
    if (started) await (await started).close()
    if (fatal) throw fatal
  }
  return {
    written,
    expected,
    warm: () => void renderer().catch(() => undefined),
    async offer(route: string, payload: RoutePayload): Promise<void> {
      expected.add(route)
      const json = jsonForHtml(payload)
      const current = await readFile(path.join(opts.outDir, payloadFile(route)), 'utf8').catch(() => null)
      if (current === json) return
      await (await renderer()).submit({ path: route, payload, payloadJson: json })
      if (fatal) throw fatal
      written.push(route)
    },
    close,
    /** Stops the render process after a failure elsewhere (no error of its own is thrown then). */
    dispose: () => close().catch(() => undefined),
  }
}
