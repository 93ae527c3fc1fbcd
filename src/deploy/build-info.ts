/**
 * An incremental build (`--since`) rewrites only the pages whose content changed; the others keep the
 * HTML, and so the build id, of the build that last wrote them. Such a page is part of the newer build.
 */
let adoptedBuildId: string | null = null

/** The id of the build the running page belongs to: the HTML's, or the newer build that kept the page. */
export function currentBuildId(): string {
  if (adoptedBuildId) return adoptedBuildId
  if (typeof document === 'undefined') return ''
  return document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content ?? ''
}

/** Records that the page, as loaded, is part of build `id` (see `documentBelongsTo`). */
export function adoptBuild(id: string): void {
  adoptedBuildId = id
}

export interface LatestBuild {
  id: string
  timestamp: number
  /** Set by an incremental build: the full build whose untouched pages it keeps. */
  base?: string
}

export interface BuildMeta extends LatestBuild {
  prerendered: string[]
  /** Incremental builds: each route written since `base`, with the id of the build that last wrote it. */
  rewritten?: Record<string, string>
}

/** The build whose HTML a route of build `meta` carries: the one that last wrote it. */
export function routeOwner(meta: BuildMeta, route: string): string {
  return meta.rewritten?.[route] ?? meta.base ?? meta.id
}

export function isLatestBuild(value: unknown): value is LatestBuild {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as LatestBuild).id === 'string' &&
    typeof (value as LatestBuild).timestamp === 'number'
  )
}

export function isBuildMeta(value: unknown): value is BuildMeta {
  const rewritten = (value as BuildMeta | null)?.rewritten
  return (
    isLatestBuild(value) &&
    Array.isArray((value as BuildMeta).prerendered) &&
    (rewritten === undefined || (typeof rewritten === 'object' && rewritten !== null))
  )
}

export const LATEST_BUILD_PATH = '/builds/latest.json'
export const buildMetaPath = (id: string): string => `/builds/meta/${encodeURIComponent(id)}.json`
