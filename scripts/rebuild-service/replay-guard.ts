import { TOLERANCE_S } from './signature'

/**
 * The signatures seen within the time a timestamp is accepted: a captured notification sent again is refused,
 * while the plugin's retry of a lost delivery (the same id, signed afresh) is told it is already known.
 */
export class ReplayGuard {
  private readonly signatures = new Map<string, number>()
  private readonly ids = new Map<string, number>()

  /**
   * @param signatureMs how long a signature is remembered: longer than a timestamp is accepted
   * @param idMs how long an id is: longer than the plugin retries (its last retry comes 31 minutes after the change)
   */
  constructor(
    private readonly signatureMs = 2 * TOLERANCE_S * 1000,
    private readonly idMs = 3600_000,
  ) {}

  /** False when this exact signature was seen: a replay. */
  firstSighting(signature: string, nowMs: number): boolean {
    this.forget(nowMs)
    if (this.signatures.has(signature)) return false
    this.signatures.set(signature, nowMs)
    return true
  }

  /** True when a notification of this id was taken already (a retry). */
  knownId(id: string, nowMs: number): boolean {
    this.forget(nowMs)
    if (this.ids.has(id)) return true
    this.ids.set(id, nowMs)
    return false
  }

  private forget(nowMs: number) {
    for (const [seen, keepMs] of [
      [this.signatures, this.signatureMs],
      [this.ids, this.idMs],
    ] as const)
      for (const [key, at] of seen) {
        if (nowMs - at <= keepMs) break // insertion order is time order
        seen.delete(key)
      }
  }
}
