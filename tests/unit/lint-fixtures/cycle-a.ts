// Lint fixture: tests/unit/lint-zones.test.ts lints this file with an import of cycle-b (which imports it).
export const a = 1
