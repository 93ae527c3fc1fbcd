import { SignJWT, decodeJwt } from 'jose'
import type { RecordedCase } from '../support/recorded-cases'
import { compareExchange } from './compare-exchange'
import { RECORDED_ORIGIN, type EmbeddedBackend } from './embedded-backend'
import { send } from './exchange'
import { resolvePlaceholders } from './placeholders'
import { plannedCases } from './plan'
import { planHeaders } from './request-headers'
import { prepare, type ReplayContext } from './scenarios'
import { discoverSeed } from './seed-mapping'
import type { Difference } from './shape'
import { Shopper } from './shopper'

export interface Replayer {
  /** Makes the case's state, sends its recorded query with its planned headers and variables, compares the answer. */
  replay(name: string, recorded: RecordedCase): Promise<Difference[]>
}

const seconds = (offset: number) => Math.floor(Date.now() / 1000) + offset

/** Replays recorded cases against one running embedded backend. */
export async function replayerFor(embedded: EmbeddedBackend): Promise<Replayer> {
  const graphqlUrl = embedded.backend.graphqlUrl
  const seed = await discoverSeed(graphqlUrl, RECORDED_ORIGIN)
  const run = `replay${Date.now().toString(36)}`
  const ctx: ReplayContext = {
    graphqlUrl,
    origin: RECORDED_ORIGIN,
    seed,
    run,
    shopper: () => new Shopper(graphqlUrl, seed, RECORDED_ORIGIN),
    expire: (token) =>
      new SignJWT({ ...decodeJwt(token) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(seconds(-7200))
        .setNotBefore(seconds(-7200))
        .setExpirationTime(seconds(-3600))
        .sign(embedded.authSecret()),
  }
  const demoUserId = (await ctx.shopper().login()).userId!
  return {
    async replay(name, recorded) {
      const plan = plannedCases.get(name)
      if (!plan) return [{ where: 'replay', recorded: 'recorded', embedded: 'not in the plan' }]
      try {
        const prepared = await prepare(plan, ctx)
        const variables = {
          ...resolvePlaceholders(plan.variables, { seed, demoUserId, run }),
          ...prepared.variables,
        }
        const answer = await send(
          graphqlUrl,
          recorded.query,
          variables,
          planHeaders(plan, RECORDED_ORIGIN, prepared),
          recorded.operationName ?? undefined,
        )
        return compareExchange(recorded, answer)
      } catch (error) {
        return [{ where: 'replay', recorded: 'replayed', embedded: String(error) }]
      }
    },
  }
}
