import { accountCases } from './account-cases'
import { cartCases } from './cart-cases'
import { catalogueCases } from './catalogue-cases'
import { checkoutCases } from './checkout-cases'
import type { PlannedCase } from './planned-case'

/** Every planned case, by name. */
export const plannedCases: ReadonlyMap<string, PlannedCase> = new Map(
  [...catalogueCases, ...cartCases, ...checkoutCases, ...accountCases].map((c) => [c.name, c]),
)

export type { PlannedCase } from './planned-case'
export { withoutDebug } from './planned-case'
