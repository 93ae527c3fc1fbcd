import { pathToFileURL } from 'node:url'
import path from 'node:path'
import type { RoutePayload } from '../../src/domain/payloads'
import { muteDeliberateVikeWarnings } from './deliberate-vike-warnings'
import { createStyleInliner } from './inline-styles'

type RenderPage = (init: Record<string, unknown>) => Promise<{
  httpResponse: { statusCode: number; body: string } | null
  errorWhileRendering?: unknown
}>

/**
 * Renders routes to HTML with the production server build (`dist/server`), handing each page the
 * payload built from the bulk fetch, so that no page queries the backend on its own. The page's CSS is
 * inlined, so that nothing blocks the first paint.
 */
export async function loadPageRenderer(distDir: string, buildId: string) {
  muteDeliberateVikeWarnings()
  await import(pathToFileURL(path.join(distDir, 'server', 'entry.mjs')).href)
  const { renderPage } = (await import('vike/server')) as unknown as { renderPage: RenderPage }
  const inlineStyles = createStyleInliner(path.join(distDir, 'client'))

  return async function render(
    url: string,
    payload: RoutePayload | undefined,
    extra: Record<string, unknown> = {},
    expectedStatus = 200,
  ): Promise<string> {
    const pageContext = await renderPage({ urlOriginal: url, prerenderPayload: payload, buildId, ...extra })
    const response = pageContext.httpResponse
    if (!response || response.statusCode !== expectedStatus) {
      const cause = pageContext.errorWhileRendering
      const detail = cause instanceof Error ? cause.message : `HTTP ${response?.statusCode ?? 'no response'}`
      throw new Error(`Prerender failed for ${url}: ${detail}`, { cause })
    }
    return inlineStyles(response.body)
  }
}

export type PageRenderer = Awaited<ReturnType<typeof loadPageRenderer>>
