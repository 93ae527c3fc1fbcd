// Import-cycle fixture: tests/unit/import-cycles.test.ts checks that a cycle of type-only imports is caught.
import type { B } from './type-cycle-b'

export interface A {
  b?: B
}
