import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { buildMetaPath, LATEST_BUILD_PATH, type BuildMeta } from '../../src/deploy/build-info'
import { sitemapFiles } from './build-files'
import { replaceFile } from '../../payloads/replace-file'

/**
 * The build files of an incremental build: its meta names the full build it keeps pages of (`base`) and,
 * for every route written since, the build that last wrote it, so a page whose HTML carries an older id
 * can tell that it is still current. `latest.json` is written last: clients see the new build only
 * once all its pages are in place. The sitemap is rewritten only when the routes changed. Returns the files it
 * wrote, relative to the output folder.
 */
export async function writeIncrementalBuildFiles(opts: {
  outDir: string
  previous: BuildMeta
  buildId: string
  timestamp: number
  prerendered: string[]
  written: string[]
  siteUrl: string
}): Promise<string[]> {
  const routes = new Set(opts.prerendered)
  const rewritten: Record<string, string> = {}
  for (const [route, id] of Object.entries(opts.previous.rewritten ?? {}))
    if (routes.has(route)) rewritten[route] = id
  for (const route of opts.written) rewritten[route] = opts.buildId
  const base = opts.previous.base ?? opts.previous.id
  const meta: BuildMeta = {
    id: opts.buildId,
    timestamp: opts.timestamp,
    base,
    prerendered: opts.prerendered,
    rewritten,
  }
  await replaceFile(path.join(opts.outDir, buildMetaPath(opts.buildId)), JSON.stringify(meta))
  const files = [buildMetaPath(opts.buildId)]
  if (opts.prerendered.join('\n') !== [...opts.previous.prerendered].sort().join('\n')) {
    for (const [file, xml] of sitemapFiles(opts.prerendered, opts.siteUrl))
      if (await writeIfChanged(path.join(opts.outDir, file), xml)) files.push(file)
  }
  const latest = { id: opts.buildId, timestamp: opts.timestamp, base }
  await replaceFile(path.join(opts.outDir, LATEST_BUILD_PATH), JSON.stringify(latest))
  return [...files, LATEST_BUILD_PATH]
}

/** Writes `content` unless the file already holds exactly that; true when it wrote. */
export async function writeIfChanged(file: string, content: string): Promise<boolean> {
  const current = await readFile(file, 'utf8').catch(() => null)
  if (current === content) return false
  await replaceFile(file, content)
  return true
}
