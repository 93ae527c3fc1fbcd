import type { RecordedCase } from '../../support/recorded-cases'
import { send } from '../exchange'
import { resolvePlaceholders, type ShopNames } from '../placeholders'
import type { PlannedCase } from '../plan'
import { planHeaders, REDACTED_TOKENS, sentCredentials } from '../request-headers'
import { prepare, type ReplayContext } from '../scenarios'
import { storefrontQuery } from '../storefront-documents'
import { keptResponseHeaders, redact } from './redact'

/**
 * Makes a planned case's state on the shop, sends it with the storefront's document of today (or the case's own
 * probe document), and answers the exchange as a recording keeps it (redacted).
 */
export async function recordCase(
  plan: PlannedCase,
  ctx: ReplayContext,
  names: ShopNames,
): Promise<RecordedCase> {
  const prepared = await prepare(plan, ctx)
  const variables = { ...resolvePlaceholders(plan.variables, names), ...prepared.variables }
  const query = plan.probe ?? storefrontQuery(plan.operationName)
  const headers = planHeaders(plan, ctx.origin, prepared)
  const answer = await send(ctx.graphqlUrl, query, variables, headers, plan.operationName)
  return redact({
    operationName: plan.operationName,
    case: plan.name.slice(plan.operationName.length + 1),
    note: plan.note ?? '',
    query,
    variables,
    requestHeaders: planHeaders(plan, ctx.origin, REDACTED_TOKENS),
    sentCredentials: sentCredentials(plan),
    status: answer.status,
    responseHeaders: keptResponseHeaders(answer.headers),
    body: answer.body,
  })
}
