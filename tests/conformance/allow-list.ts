/**
 * Differences between the embedded backend and the recorded real stack that are intended, each with its reason.
 * An entry names a case and optionally where in the answer (`status`, `session header`, `errors[0].message`,
 * `data.cart.contents`…; a prefix covers what lies below it); without `where` it covers the whole case. The
 * conformance test fails when an entry no longer matches a difference, so the list cannot rot. A real defect of the
 * embedded backend does not belong here, except, clearly marked "not yet conformant: …", when it could not be fixed
 * in time.
 */
export interface AllowedDifference {
  case: string
  where?: string
  reason: string
}

export const ALLOW_LIST: AllowedDifference[] = []
