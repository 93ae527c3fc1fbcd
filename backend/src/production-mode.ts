/**
 * Imported first by the standalone server (main.ts), before graphql-js loads: outside production mode graphql-js
 * follows every failed `instanceof` in execution with a second check (to report duplicate graphql modules), about a
 * tenth of the time spent executing a large catalogue page. An explicit NODE_ENV is left alone.
 */
export const operatorNodeEnv = process.env.NODE_ENV
process.env.NODE_ENV ??= 'production'
