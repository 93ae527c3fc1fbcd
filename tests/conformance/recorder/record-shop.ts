/**
 * `npm run conformance:record -- --endpoint URL [--origin ORIGIN] [--only NAME,…] [--jwt-secret SECRET]
 *   [--stack 'WordPress 7.0.1, …'] [--out DIR]`
 *
 * Sends every planned case (tests/conformance/plan) to a real WordPress + WooCommerce + WPGraphQL + WooGraphQL +
 * Headless Login shop, each after making the state it needs, with the storefront's documents as they are in the
 * code today, and writes each exchange, redacted, to tests/conformance/recordings/cases/<name>.json; with debug on,
 * the shop's schema by introspection to recordings/schema.graphql. It records the cases of the shop's debug mode
 * (`-nodebug` cases with GRAPHQL_DEBUG off, the others with it on): run it once in each mode. docs/real-stack.md
 * says how to stand such a shop up; the replay (conformance.test.ts) then checks the embedded backend against it.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SignJWT, decodeJwt } from 'jose'
import { send } from '../exchange'
import { plannedCases, withoutDebug, type PlannedCase } from '../plan'
import type { ReplayContext } from '../scenarios'
import { discoverSeed } from '../seed-mapping'
import { Shopper } from '../shopper'
import { readLiveSchema } from './live-schema'
import { recordCase } from './record-case'
import { readRecorderOptions, type RecorderOptions } from './recorder-options'

const seconds = (offset: number) => Math.floor(Date.now() / 1000) + offset
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** WordPress refuses a second comment from one address within 15 s ("You are posting comments too quickly."). */
const COMMENT_FLOOD_MS = 16_000

/** Debug mode as the shop answers it: off when WPGraphQL says its debug logs are inactive. */
async function debugIsOn({ endpoint, origin }: RecorderOptions): Promise<boolean> {
  const answer = await send(endpoint, '{ __typename }', null, { 'content-type': 'application/json', origin })
  if (answer.status === 403)
    throw new Error(`The shop refused the origin ${origin}: allow it in Headless Login`)
  const debug = (answer.body.extensions as { debug?: Array<{ type?: string }> } | undefined)?.debug ?? []
  return !debug.some((entry) => entry.type === 'DEBUG_LOGS_INACTIVE')
}

/** What the recorder needs of the shop: its products and customer for the placeholders, a way to make state. */
async function shopContext(options: RecorderOptions): Promise<ReplayContext> {
  const { endpoint, origin, jwtSecret } = options
  const seed = await discoverSeed(endpoint, origin)
  return {
    graphqlUrl: endpoint,
    origin,
    seed,
    run: Date.now().toString(36),
    shopper: () => new Shopper(endpoint, seed, origin),
    expire: async (token) =>
      jwtSecret
        ? new SignJWT({ ...decodeJwt(token) })
            .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
            .setIssuedAt(seconds(-7200))
            .setNotBefore(seconds(-7200))
            .setExpirationTime(seconds(-3600))
            .sign(new TextEncoder().encode(jwtSecret))
        : null,
  }
}

function writeShopFile(options: RecorderOptions, debug: boolean) {
  const file = path.join(options.outDir, 'shop.json')
  let previous: Record<string, unknown> = {}
  try {
    previous = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  } catch {
    // The first recording.
  }
  const shop = {
    ...previous,
    stack: options.stack ?? previous.stack ?? null,
    origin: options.origin,
    [debug ? 'recordedWithDebug' : 'recordedWithoutDebug']: new Date().toISOString().slice(0, 10),
  }
  writeFileSync(file, `${JSON.stringify(shop, null, 2)}\n`)
}

/** Runs the recorder with the command line's arguments; answers the exit code. */
export async function main(argv: string[]): Promise<number> {
  let options: RecorderOptions
  try {
    options = readRecorderOptions(argv, process.env)
  } catch (error) {
    console.error((error as Error).message)
    return 2
  }
  const debug = await debugIsOn(options)
  const ctx = await shopContext(options)
  const demoUserId = (await ctx.shopper().login()).userId!
  const names = { seed: ctx.seed, demoUserId, run: ctx.run }
  const planned = [...plannedCases.values()].filter(
    (plan: PlannedCase) =>
      withoutDebug(plan.name) === !debug && (!options.only || options.only.has(plan.name)),
  )
  const casesDir = path.join(options.outDir, 'cases')
  mkdirSync(casesDir, { recursive: true })
  const failed: string[] = []
  let lastReview = 0
  for (const plan of planned) {
    if (plan.operationName === 'WriteReview') {
      await sleep(Math.max(0, lastReview + COMMENT_FLOOD_MS - Date.now()))
      lastReview = Date.now()
    }
    try {
      const recording = await recordCase(plan, ctx, names)
      writeFileSync(path.join(casesDir, `${plan.name}.json`), `${JSON.stringify(recording, null, 2)}\n`)
      console.info(
        `recorded ${plan.name} (HTTP ${recording.status}${recording.body.errors ? ', errors' : ''})`,
      )
    } catch (error) {
      failed.push(`${plan.name}: ${(error as Error).message}`)
      console.error(`NOT recorded ${plan.name}: ${(error as Error).message}`)
    }
  }
  // Recordings of cases no longer planned go: the plan is what the replay checks.
  for (const file of readdirSync(casesDir))
    if (file.endsWith('.json') && !plannedCases.has(file.slice(0, -'.json'.length))) {
      rmSync(path.join(casesDir, file))
      console.info(`removed ${file}: no longer planned`)
    }
  if (debug && !options.only) {
    writeFileSync(
      path.join(options.outDir, 'schema.graphql'),
      await readLiveSchema(options.endpoint, options.origin),
    )
    console.info('recorded schema.graphql')
  }
  writeShopFile(options, debug)
  console.info(
    `\n${planned.length - failed.length} of ${planned.length} cases recorded with GRAPHQL_DEBUG ${debug ? 'on' : 'off'}` +
      (debug ? '; turn debug off and record again for the -nodebug cases' : ''),
  )
  if (failed.length) console.error(`Not recorded:\n  ${failed.join('\n  ')}`)
  return failed.length ? 1 : 0
}
