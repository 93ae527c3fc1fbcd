import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { linkTree } from './link-tree'
import { liveReleaseId, releaseDir, shownPath } from './release-folders'

/** What a new release starts from. */
export type ReleaseStart =
  /** Nothing: the bundler writes the bundles (a full build). */
  | 'empty'
  /** The live build's bundles, without its pages (`--skip-vite`). */
  | 'bundles'
  /** The live build whole, to change a few pages of (`--since`). */
  | 'everything'
  /** Whatever this build id's folder already holds (another shard of the same build). */
  | 'shared'

/** The client folder's parts that come from the bundler rather than the prerender. */
const BUNDLER_OUTPUT = ['.vite', 'assets']

/**
 * The folder a build writes its release into, prepared: never the live release, and holding what the build does
 * not write itself, linked from the live one (linkTree: no bytes copied). The live build is read through the
 * site folder's `client` and `server`, so a folder built before releases serves as well.
 */
export async function stageRelease(
  siteDir: string,
  id: string,
  start: ReleaseStart,
  publicDir = path.resolve('public'),
): Promise<string> {
  const dir = releaseDir(siteDir, id)
  if (start === 'shared') return dir
  if ((await liveReleaseId(siteDir)) === id) {
    throw new Error(`Build ${id} is the live release of ${shownPath(siteDir)}: give this build another id`)
  }
  // A folder of this id is what a stopped build left behind.
  await rm(dir, { recursive: true, force: true })
  if (start === 'empty') return dir
  const live = { client: path.join(siteDir, 'client'), server: path.join(siteDir, 'server') }
  for (const part of Object.values(live))
    if (!(await stat(part).catch(() => null))?.isDirectory())
      throw new Error(
        `${shownPath(siteDir)} holds no build to start from (${shownPath(part)}): run a full build first`,
      )
  if (start === 'everything') {
    await linkTree(live.client, path.join(dir, 'client'))
  } else {
    const bundled = new Set([...BUNDLER_OUTPUT, ...(await readdir(publicDir).catch(() => [] as string[]))])
    const top = (relative: string) => relative.split(path.sep)[0]!.replace(/\.(br|gz)$/, '')
    await linkTree(live.client, path.join(dir, 'client'), (relative) => bundled.has(top(relative)))
  }
  await linkTree(live.server, path.join(dir, 'server'))
  return dir
}

/** Removes a release that will not be published (a failed build, or an incremental one with nothing new). */
export async function discardRelease(siteDir: string, id: string): Promise<void> {
  if ((await liveReleaseId(siteDir)) === id) return
  await rm(releaseDir(siteDir, id), { recursive: true, force: true })
}
