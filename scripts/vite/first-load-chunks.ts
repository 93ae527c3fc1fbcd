import type { Plugin } from 'vite'

const ROUTER_ENTRY = /runtime-client-routing[\\/]entry\.js$/
const PAGE_ENTRY = /^\0?virtual:vike:page-entry:client:/

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
 * one `first-load` chunk, and the page code shared by several pages into one `pages` chunk; a page's own code
 * stays in its entry. Modules reached only through a dynamic import (the shop runtime, other locales, the
 * listing index) are left to Rolldown's automatic splitting, so they still load only when first needed.
 */
export function firstLoadChunks(): Plugin {
  let everyPage = new Set<string>()
  let sharedByPages = new Set<string>()
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
                  { name: 'first-load', test: (id: string) => everyPage.has(id), priority: 2 },
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
      sharedByPages = new Set([...staticClosure(pageEntries, imports)].filter((id) => !everyPage.has(id)))
      for (const entry of pageEntries) sharedByPages.delete(entry)
      if (!everyPage.size) this.warn('first-load-chunks: the client router entry was not found')
    },
  }
}
