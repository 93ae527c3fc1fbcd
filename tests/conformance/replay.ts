import { SignJWT, decodeJwt } from 'jose'
import type { RecordedCase } from '../support/recorded-cases'
import { compareExchange } from './compare-exchange'
import type { EmbeddedBackend } from './embedded-backend'
import { send } from './exchange'
import { prepare, requestHeaders, type ReplayContext } from './scenarios'
import { discoverSeed, mapVariables } from './seed-mapping'
import type { Difference } from './shape'
import { Shopper } from './shopper'

export interface Replayer {
  /** Makes the case's state, sends its recorded query with its headers and mapped variables, compares the answer. */
  replay(name: string, recorded: RecordedCase): Promise<Difference[]>
}

const seconds = (offset: number) => Math.floor(Date.now() / 1000) + offset

/** Replays recorded cases against one running embedded backend. */
export async function replayerFor(embedded: EmbeddedBackend): Promise<Replayer> {
  const graphqlUrl = embedded.backend.graphqlUrl
  const seed = await discoverSeed(graphqlUrl)
  const ctx: ReplayContext = {
    graphqlUrl,
    seed,
    shopper: () => new Shopper(graphqlUrl, seed),
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
      try {
        const prepared = await prepare(name, recorded.sentCredentials, ctx)
        const variables = { ...mapVariables(recorded.variables, seed, demoUserId), ...prepared.variables }
        const headers = requestHeaders(recorded.requestHeaders, prepared)
        const answer = await send(
          graphqlUrl,
          recorded.query,
          variables,
          headers,
          recorded.operationName ?? undefined,
        )
        return compareExchange(recorded, answer)
      } catch (error) {
        return [{ where: 'replay', recorded: 'replayed', embedded: String(error) }]
      }
    },
  }
}
