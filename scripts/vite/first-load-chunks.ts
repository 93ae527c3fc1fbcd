import type { Plugin } from 'vite'

const ROUTER_ENTRY = /runtime-client-routing[\\/]entry\.js$/
const PAGE_ENTRY = /^\0?virtual:vike:page-entry:client:/
const SHOP_RUNTIME = /src[\\/]shop[\\/]shop-runtime\.ts$/
/**
 * Small modules (0.2–0.6 KB gzip each) that pages and the shop's code share, put with the first load: in a
 * page chunk they pulled that chunk's other pages' code into checkout, which starts the runtime at once. The
 * text packs' merge brought the information pages' screen and bodies (2.2 KB); the shop's terms and the simple
 * page frame brought the catalogue grids and, through them, the product cards and the wishlist (3.3 KB).
 */
const WITH_THE_FIRST_LOAD = [
  /src[\\/]i18n[\\/]text-pack\.ts$/,
  /src[\\/]i18n[\\/]shop-terms\.ts$/,
  /src[\\/]components[\\/]ui[\\/]SimpleScreen\.tsx$/,
]

/** Modules reachable from `from` through static imports only (what loads before any dynamic import). */
function staticClosure(from: string[], imports: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...from]
  while (queue.length) {
    const id = queue.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    queue.push(...imports(id))
  }
  return seen
}

/**
 * Fewer, larger client chunks before interaction: everything the client router loads on every page goes into
 * one `first-load` chunk, and the page code shared by several pages into `pages` chunks by the pages that use
 * it; a page's own code stays in its entry. The shop runtime's own code (what it imports statically and no
 * page does) is one `shop` chunk, which its lazily loaded screens (src/shop-kit/lazy-screen.tsx) share rather
 * than splitting it into pieces per screen. Other modules reached only through a dynamic import (the screens'
 * own code, other locales, the listing index) are left to Rolldown's automatic splitting, so they still load
 * only when first needed.
 */
export function firstLoadChunks(): Plugin {
  let everyPage = new Set<string>()
  let sharedByPages = new Set<string>()
  let shopOnly = new Set<string>()
  return {
    name: 'first-load-chunks',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client') return
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'first-load',
                    test: (id: string) => everyPage.has(id) || WITH_THE_FIRST_LOAD.some((re) => re.test(id)),
                    priority: 2,
                  },
                  {
                    name: 'pages',
                    test: (id: string) => sharedByPages.has(id),
                    minShareCount: 2,
                    entriesAware: true,
                    // Pieces shared by the same pages smaller than this join a neighbour, which some page then loads
                    // without using. 2 KB: a listing loaded 1.5 KB of other pages' code at 8 KB, one script
                    // more at 2 KB; below that the scripts multiply for little (npm run bench -- --base).
                    entriesAwareMergeThreshold: 2 * 1024,
                    priority: 1,
                  },
                  // Below `pages`: what a page also uses stays in the page chunks.
                  { name: 'shop', test: (id: string) => shopOnly.has(id), priority: 0 },
                ],
              },
            },
          },
        },
      }
    },
    buildEnd() {
      if (this.environment.name !== 'client') return
      const ids = [...this.getModuleIds()]
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? []
      everyPage = staticClosure(
        ids.filter((id) => ROUTER_ENTRY.test(id)),
        imports,
      )
      const pageEntries = ids.filter((id) => PAGE_ENTRY.test(id))
      // Shared means reached by two pages or more: Rolldown's share count also counts the lazily loaded
      // screens, which put the wishlist page's screen (used by the account screen too) with checkout's code.
      const pagesReaching = new Map<string, number>()
      for (const entry of pageEntries)
        for (const id of staticClosure([entry], imports))
          if (id !== entry && !everyPage.has(id)) pagesReaching.set(id, (pagesReaching.get(id) ?? 0) + 1)
      sharedByPages = new Set([...pagesReaching].filter(([, pages]) => pages >= 2).map(([id]) => id))
      const runtime = staticClosure(
        ids.filter((id) => SHOP_RUNTIME.test(id)),
        imports,
      )
      shopOnly = new Set([...runtime].filter((id) => !everyPage.has(id) && !sharedByPages.has(id)))
      if (!everyPage.size) this.warn('first-load-chunks: the client router entry was not found')
      if (!runtime.size)
        this.warn('first-load-chunks: the shop runtime (src/shop/shop-runtime.ts) was not found')
    },
  }
}
