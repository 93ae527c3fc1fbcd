import { lstat, mkdir, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { isLatestBuild, LATEST_BUILD_PATH } from '../../src/deploy/build-info'
import {
  CURRENT,
  hasUnversionedBuild,
  liveReleaseId,
  RELEASE_ID,
  RELEASES,
  releaseDir,
  shownPath,
} from './release-folders'

/** Releases kept by default: the live one and the two before it, whose hashed chunks open pages may still ask for. */
export const DEFAULT_KEEP_RELEASES = 3
/** When a release is published; its presence also tells a finished release from one still being built. */
const PUBLISHED = 'published.json'
/** A release never published (a build that stopped half-way without cleaning up) is removed after this long. */
const ABANDONED_MS = 24 * 3600_000

/**
 * Makes a finished release the live one: `current` is pointed at it by renaming a new link over the old, so the
 * static server (and anything else reading through `client`) sees the old build or the new one, never a mix or a
 * gap. A folder built before releases existed is first moved into `releases/` as it is.
 */
export async function publishRelease(siteDir: string, id: string): Promise<void> {
  const dir = releaseDir(siteDir, id)
  const clientStats = await stat(path.join(dir, 'client')).catch(() => null)
  if (!clientStats?.isDirectory()) throw new Error(`There is no release ${id} in ${shownPath(siteDir)}`)
  await adoptUnversionedBuild(siteDir, id)
  await writeFile(path.join(dir, PUBLISHED), JSON.stringify({ publishedAt: Date.now() }))
  await pointLink(siteDir, CURRENT, path.join(RELEASES, id))
  for (const part of ['client', 'server']) await pointLink(siteDir, part, path.join(CURRENT, part))
}

/** Points `name` at `target` with one rename, replacing a link already there. */
async function pointLink(siteDir: string, name: string, target: string): Promise<void> {
  const link = path.join(siteDir, name)
  const existing = await lstat(link).catch(() => null)
  if (existing && !existing.isSymbolicLink())
    throw new Error(`${shownPath(link)} is not a link: move it away first`)
  const temporary = `${link}.${process.pid}.link`
  await rm(temporary, { force: true })
  await symlink(target, temporary)
  await rename(temporary, link)
}

/**
 * The first publish into a folder built before releases: its `client` and `server` become a release (named by the
 * build id it holds), so pages open on it keep their chunks. The two renames leave a moment without `client`; it
 * happens once per folder.
 */
async function adoptUnversionedBuild(siteDir: string, publishing: string): Promise<void> {
  if (!(await hasUnversionedBuild(siteDir))) return
  const latest: unknown = await readFile(path.join(siteDir, 'client', LATEST_BUILD_PATH), 'utf8')
    .then(JSON.parse)
    .catch(() => null)
  const held = isLatestBuild(latest) && RELEASE_ID.test(latest.id) ? latest.id : null
  // Never over a release already kept under that name.
  const free = held && held !== publishing && !(await stat(releaseDir(siteDir, held)).catch(() => null))
  const dir = releaseDir(siteDir, free ? held : `unversioned-${Date.now()}`)
  await mkdir(dir, { recursive: true })
  await writeFile(path.join(dir, PUBLISHED), JSON.stringify({ publishedAt: 0 }))
  if (await stat(path.join(siteDir, 'server')).catch(() => null)) {
    await rename(path.join(siteDir, 'server'), path.join(dir, 'server'))
  }
  await rename(path.join(siteDir, 'client'), path.join(dir, 'client'))
}

/**
 * Removes releases beyond the newest `keep` published ones (the live one is always kept), and releases that were
 * never published and have not changed for a day. A build in progress is never touched: it is unpublished and new.
 */
export async function pruneReleases(siteDir: string, keep = DEFAULT_KEEP_RELEASES): Promise<string[]> {
  const live = await liveReleaseId(siteDir)
  const root = path.join(siteDir, RELEASES)
  const ids = (await readdir(root).catch(() => [] as string[])).filter((id) => RELEASE_ID.test(id))
  const published: { id: string; at: number }[] = []
  const removed: string[] = []
  for (const id of ids) {
    if (id === live) continue
    const marker: unknown = await readFile(path.join(root, id, PUBLISHED), 'utf8')
      .then(JSON.parse)
      .catch(() => null)
    const at = (marker as { publishedAt?: unknown } | null)?.publishedAt
    if (typeof at === 'number') published.push({ id, at })
    else if (Date.now() - (await stat(path.join(root, id))).mtimeMs > ABANDONED_MS) removed.push(id)
  }
  published.sort((a, b) => b.at - a.at)
  removed.push(...published.slice(Math.max(0, keep - (live ? 1 : 0))).map((r) => r.id))
  for (const id of removed) await rm(path.join(root, id), { recursive: true, force: true })
  return removed
}

/** Reads KEEP_RELEASES (a whole number, at least 1). */
export function keepReleasesFromEnv(env: Record<string, string | undefined>): number {
  const raw = env.KEEP_RELEASES
  if (raw === undefined || raw === '') return DEFAULT_KEEP_RELEASES
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new Error(`KEEP_RELEASES must be 1 or more, got "${raw}"`)
  return value
}
