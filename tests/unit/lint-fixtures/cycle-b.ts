// Lint fixture: imports cycle-a, so an import of this file from cycle-a closes a cycle.
import { a } from './cycle-a'

export const b = a + 1
