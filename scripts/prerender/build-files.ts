import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { buildMetaPath, LATEST_BUILD_PATH } from '../../src/deploy/build-info'
import { type Shard, shardLabel } from './shard'

const SHARDS_DIR = 'builds/shards'

/** Each shard records the routes it prerendered; the merge step reads them all. */
export async function writeShardRecord(
  outDir: string,
  shard: Shard,
  buildId: string,
  routes: string[],
): Promise<void> {
  const dir = path.join(outDir, SHARDS_DIR)
  await mkdir(dir, { recursive: true })
  await writeFile(path.join(dir, `${shardLabel(shard)}.json`), JSON.stringify({ buildId, routes }))
}

/**
 * Writes `builds/latest.json` and `builds/meta/<id>.json` for the union of all shards' routes, plus
 * `sitemap.xml`, and removes the shard records. Fails when a shard is missing or from another build.
 */
export async function mergeBuild(opts: {
  outDir: string
  buildId: string
  shardCount: number
  timestamp: number
  siteUrl: string
}): Promise<{ routes: number }> {
  const dir = path.join(opts.outDir, SHARDS_DIR)
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) =>
    f.endsWith(`-of-${opts.shardCount}.json`),
  )
  if (files.length !== opts.shardCount) {
    throw new Error(`Merge needs ${opts.shardCount} shard records in ${dir}, found ${files.length}`)
  }
  const routes = new Set<string>()
  for (const file of files) {
    const record = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as {
      buildId: string
      routes: string[]
    }
    if (record.buildId !== opts.buildId) {
      throw new Error(`Shard ${file} is from build ${record.buildId}, not ${opts.buildId}`)
    }
    record.routes.forEach((route) => routes.add(route))
  }
  const prerendered = [...routes].sort()
  const latest = { id: opts.buildId, timestamp: opts.timestamp }
  await mkdir(path.join(opts.outDir, 'builds/meta'), { recursive: true })
  await writeFile(path.join(opts.outDir, LATEST_BUILD_PATH), JSON.stringify(latest))
  await writeFile(
    path.join(opts.outDir, buildMetaPath(opts.buildId)),
    JSON.stringify({ ...latest, prerendered }),
  )
  for (const [file, xml] of sitemapFiles(prerendered, opts.siteUrl))
    await writeFile(path.join(opts.outDir, file), xml)
  await writeFile(path.join(opts.outDir, 'robots.txt'), robotsTxt(opts.siteUrl))
  await rm(dir, { recursive: true, force: true })
  return { routes: prerendered.length }
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** A sitemap holds at most 50,000 URLs: larger catalogues get `sitemap.xml` as an index of numbered parts. */
export const SITEMAP_LIMIT = 45_000

export function sitemapFiles(routes: string[], siteUrl: string): [string, string][] {
  if (routes.length <= SITEMAP_LIMIT) return [['sitemap.xml', sitemapXml(routes, siteUrl)]]
  const parts: [string, string][] = []
  for (let i = 0; i < routes.length; i += SITEMAP_LIMIT) {
    parts.push([`sitemap-${parts.length + 1}.xml`, sitemapXml(routes.slice(i, i + SITEMAP_LIMIT), siteUrl)])
  }
  const entries = parts.map(([file]) => `<sitemap><loc>${escapeXml(`${siteUrl}/${file}`)}</loc></sitemap>`)
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`
  return [['sitemap.xml', index], ...parts]
}

export function sitemapXml(routes: string[], siteUrl: string): string {
  const urls = routes.map(
    (route) => `<url><loc>${escapeXml(siteUrl + (route === '/' ? '/' : route))}</loc></url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** Crawlers may read the catalogue but not the shopper's own pages. */
export function robotsTxt(siteUrl: string): string {
  const disallowed = ['/checkout', '/my-account', '/order-summary', '/wishlist', '/oauth/', '/_shell']
  return `User-agent: *\nAllow: /\n${disallowed.map((p) => `Disallow: ${p}`).join('\n')}\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}
