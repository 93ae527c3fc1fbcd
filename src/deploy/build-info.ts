/** The id of the build the running page came from, written into the HTML by the prerender. */
export function currentBuildId(): string {
  if (typeof document === 'undefined') return ''
  return document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content ?? ''
}

export interface LatestBuild {
  id: string
  timestamp: number
}

export interface BuildMeta extends LatestBuild {
  prerendered: string[]
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
  return isLatestBuild(value) && Array.isArray((value as BuildMeta).prerendered)
}

export const LATEST_BUILD_PATH = '/builds/latest.json'
export const buildMetaPath = (id: string): string => `/builds/meta/${encodeURIComponent(id)}.json`
