/**
 * `npm run bench:lighthouse`: builds the shop against a fresh embedded backend, serves it, and prints
 * Lighthouse's mobile scores for home, listing, category, product, checkout and my-account.
 */
import { benchPages, startBenchShop } from './bench-shop'
import { runLighthouseBench } from './lighthouse-bench'

const shop = await startBenchShop('bench-lighthouse')
try {
  await runLighthouseBench(shop.url, benchPages(shop))
} finally {
  await shop.close()
}
