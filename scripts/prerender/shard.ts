export interface Shard {
  index: number
  count: number
}

export const WHOLE: Shard = { index: 0, count: 1 }

/** Parses `--shard i/n` (1-based i, as CI matrices count). */
export function parseShard(spec: string | undefined): Shard {
  if (!spec) return WHOLE
  const match = /^(\d+)\/(\d+)$/.exec(spec)
  const index = match ? Number(match[1]) : NaN
  const count = match ? Number(match[2]) : NaN
  if (!match || count < 1 || index < 1 || index > count) {
    throw new Error(`--shard must look like i/n with 1 ≤ i ≤ n (e.g. 2/4), got "${spec}"`)
  }
  return { index: index - 1, count }
}

/** Pages are dealt to shards in turn, in the build's deterministic page order. */
export function ownsPage(shard: Shard, pageNumber: number): boolean {
  return pageNumber % shard.count === shard.index
}

export function shardLabel(shard: Shard): string {
  return `${shard.index + 1}-of-${shard.count}`
}
