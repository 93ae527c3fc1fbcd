/**
 * `npm run bench:lighthouse [-- page …]`: builds the shop against a fresh embedded backend, serves it, and
 * prints Lighthouse's mobile scores for home, listing, category, product, checkout and my-account (or only
 * the pages named, e.g. `-- product home`). `-- --url <origin>` measures a shop already served instead (one built
 * against a real WooCommerce, say), with its first listed product and category.
 */
import { parseArgs } from 'node:util'
import { benchPages, samplePaths, startBenchShop } from './bench-shop'
import { runLighthouseBench } from './lighthouse-bench'

const { values, positionals: wanted } = parseArgs({
  options: { url: { type: 'string' } },
  allowPositionals: true,
})
const shop = values.url
  ? { url: values.url.replace(/\/$/, ''), close: async () => undefined }
  : await startBenchShop('bench-lighthouse')
try {
  const pages = benchPages(await samplePaths(shop.url))
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
