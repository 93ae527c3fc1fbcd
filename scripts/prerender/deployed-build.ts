import { readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  buildMetaPath,
  isBuildMeta,
  isLatestBuild,
  LATEST_BUILD_PATH,
  type BuildMeta,
} from '../../src/deploy/build-info'

const BUILD_ID = /^[\w.-]{1,100}$/

/** The build an output folder holds now: `builds/latest.json` and its meta. */
export async function readDeployedBuild(outDir: string): Promise<BuildMeta> {
  const latest: unknown = await readJson(path.join(outDir, LATEST_BUILD_PATH)).catch(() => null)
  if (!isLatestBuild(latest) || !BUILD_ID.test(latest.id)) {
    throw new Error(`${outDir} holds no build (builds/latest.json): run a full build first`)
  }
  const meta = await readBuildMeta(outDir, latest.id)
  if (!meta) throw new Error(`The meta of build ${latest.id} is missing: run a full build`)
  return meta
}

export async function readBuildMeta(outDir: string, id: string): Promise<BuildMeta | null> {
  if (!BUILD_ID.test(id)) return null
  const meta: unknown = await readJson(path.join(outDir, buildMetaPath(id))).catch(() => null)
  return isBuildMeta(meta) ? meta : null
}

/**
 * The time `--since` names, in UTC milliseconds: a build of this output folder (the time its catalogue
 * was read) or an ISO 8601 time.
 */
export async function resolveSince(value: string, outDir: string): Promise<number> {
  const meta = await readBuildMeta(outDir, value)
  if (meta) return meta.timestamp
  const time = /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : NaN
  if (Number.isFinite(time)) return time
  throw new Error(
    `--since needs the id of a build in ${outDir}/builds/meta or a time such as 2026-11-23T10:00:00Z, got "${value}"`,
  )
}

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8'))
}
