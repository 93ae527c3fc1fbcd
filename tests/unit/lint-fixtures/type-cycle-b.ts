// Import-cycle fixture: closes the cycle with type-cycle-a.ts, type-only both ways (eslint's import/no-cycle skips it).
import type { A } from './type-cycle-a'

export interface B {
  a?: A
}
