import { startStaticServer } from '../serve/static-server'
import { buildAtCommit } from './base-build'
import type { BenchShop } from './bench-shop'
import { measureFirstLoad } from './page-weight-bench'
import { weightComparisonTable } from './weight-comparison'

/**
 * `npm run bench -- --base <rev>`: the shop of commit `rev` built from the same embedded backend as `shop` (the
 * current tree's), both served, and each page's first-load JavaScript measured on both in one run; prints the
 * table and returns the differences in bytes (`js.<page>.firstLoad.vsBase`).
 */
export async function compareWithBase(
  rev: string,
  shop: BenchShop,
  pages: Record<string, string>,
): Promise<Record<string, number>> {
  const baseClient = await buildAtCommit(rev, '.tmp/bench-base-dist', {
    ...process.env,
    GQL_HOST: shop.graphqlUrl,
  })
  const server = await startStaticServer({ root: baseClient, port: 0, backendOrigin: shop.backendOrigin })
  try {
    const base = await measureFirstLoad(server.url, pages)
    const current = await measureFirstLoad(shop.url, pages)
    console.info(
      `\nFirst-load JavaScript, gzip, ${rev} → this tree:\n${weightComparisonTable(rev, base, current)}\n`,
    )
    const results: Record<string, number> = {}
    for (const [page, now] of current) {
      const before = base.get(page)
      if (before) results[`js.${page}.firstLoad.vsBase`] = now.bytes - before.bytes
    }
    return results
  } finally {
    await server.close()
  }
}
