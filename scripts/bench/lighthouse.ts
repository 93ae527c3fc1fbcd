/**
 * `npm run bench:lighthouse [-- page …]`: builds the shop against a fresh embedded backend, serves it, and
 * prints Lighthouse's mobile scores for home, listing, category, product, checkout and my-account (or only
 * the pages named, e.g. `-- product home`).
 */
import { benchPages, startBenchShop } from './bench-shop'
import { runLighthouseBench } from './lighthouse-bench'

const shop = await startBenchShop('bench-lighthouse')
try {
  const pages = benchPages(shop)
  const wanted = process.argv.slice(2)
  const unknown = wanted.filter((name) => !(name in pages))
  if (unknown.length)
    throw new Error(`Unknown page ${unknown.join(', ')}: one of ${Object.keys(pages).join(', ')}`)
  await runLighthouseBench(
    shop.url,
    wanted.length ? Object.fromEntries(wanted.map((name) => [name, pages[name]!])) : pages,
  )
} finally {
  await shop.close()
}
