import path from 'node:path'
import { fileURLToPath } from 'node:url'
import madge from 'madge'
import { describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Every folder of code: the storefront, its build scripts, the embedded backend and the payment simulator. */
const CODE = ['src', 'pages', 'renderer', 'payloads', 'scripts', 'backend/src', 'payment-simulator/src']

/** Each file's imports, type-only ones included (eslint's import/no-cycle skips those). */
async function importGraph(paths: string[]): Promise<Record<string, string[]>> {
  const result = await madge(paths, {
    baseDir: root,
    fileExtensions: ['ts', 'tsx', 'js', 'mjs'],
    excludeRegExp: [/\.d\.ts$/],
    tsConfig: path.join(root, 'tsconfig.json'),
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  })
  return result.obj()
}

/**
 * The graph's knots: its strongly connected components of more than one file (or a file that imports itself).
 * Every import cycle lies inside one, and a knot lists all the files tied up in it, where a depth-first search of
 * cycles (madge's circular()) names only some of the loops.
 */
function knots(graph: Record<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  let next = 0
  function visit(file: string) {
    index.set(file, next)
    low.set(file, next++)
    stack.push(file)
    onStack.add(file)
    for (const to of graph[file] ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(file, Math.min(low.get(file)!, low.get(to)!))
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!))
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1 || graph[file]?.includes(file)) found.push(component.sort())
  }
  for (const file of Object.keys(graph)) if (!index.has(file)) visit(file)
  return found
}

describe('no import cycles, type-only imports included', { timeout: 120_000 }, () => {
  it('finds a cycle of two files that import each other with import type (the fixture)', async () => {
    const graph = await importGraph(['tests/unit/lint-fixtures/type-cycle-a.ts'])
    expect(knots(graph)).toEqual([
      ['tests/unit/lint-fixtures/type-cycle-a.ts', 'tests/unit/lint-fixtures/type-cycle-b.ts'],
    ])
  })

  it('src, pages, renderer, payloads, scripts, the backend and the payment simulator have none', async () => {
    const graph = await importGraph(CODE)
    // The check reads the whole code: a wrong setting that read nothing would pass.
    expect(Object.keys(graph).length).toBeGreaterThan(500)
    expect(graph['src/shop/shop-store.ts']).toContain('src/shop/features.ts')
    expect(knots(graph)).toEqual([])
  })
})
