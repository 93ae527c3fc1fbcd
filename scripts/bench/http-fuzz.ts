/**
 * The two HTTP servers a shop runs (the static server over a build, the backend's port) under seeded raw HTTP fuzz
 * (http-fuzz-cases.ts), each in its own process as `npm start` runs them: requests sent, 5xx answers, crashes (a
 * process that exited, or a port that refused a connection afterwards) and the slowest answer. Also the static
 * server's throughput on a built JS file with brotli and with identity. Alone (builds a 120-product shop first):
 * `npx tsx scripts/bench/http-fuzz.ts`.
 */
import { readdirSync, statSync } from 'node:fs'
import http from 'node:http'
import { connect } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startBenchBackend } from './bench-backend'
import { startChildService } from '../serve/child-service'
import { httpFuzzCases } from './http-fuzz-cases'

const CASES_PER_SERVER = 1_000
const TIMEOUT_MS = 10_000
const CONNECTIONS = 10
const LOAD_SECONDS = 3

interface RawOutcome {
  status: number
  ms: number
  refused: boolean
}

/** Writes the bytes on a fresh connection; the status of the first answer (0 for none) and when it ended. */
export function sendRaw(origin: string, bytes: string): Promise<RawOutcome> {
  const { hostname, port } = new URL(origin)
  const started = performance.now()
  return new Promise((resolve) => {
    let head = ''
    let refused = false
    const socket = connect(Number(port), hostname)
    const finish = () => {
      clearTimeout(timer)
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0)
      resolve({ status, ms: performance.now() - started, refused })
    }
    const timer = setTimeout(() => socket.destroy(), TIMEOUT_MS)
    socket.on('data', (chunk) => {
      if (head.length < 64) head += chunk.toString('latin1')
    })
    socket.on('error', (err: NodeJS.ErrnoException) => (refused ||= err.code === 'ECONNREFUSED'))
    socket.on('close', finish)
    socket.write(bytes, 'latin1')
  })
}

/** Fuzzes one server; a liveness GET every 100 cases (and at the end) catches a port that stopped answering. */
async function fuzzServer(origin: string, liveTarget: string, seed: number) {
  let fiveHundreds = 0
  let refused = 0
  let worst = 0
  const cases = httpFuzzCases(seed, CASES_PER_SERVER)
  for (const [i, bytes] of cases.entries()) {
    const outcome = await sendRaw(origin, bytes)
    if (outcome.status >= 500) fiveHundreds++
    worst = Math.max(worst, outcome.ms)
    if (i % 100 === 99 || i === cases.length - 1) {
      const alive = await sendRaw(
        origin,
        `GET ${liveTarget} HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n`,
      )
      if (alive.refused || alive.status === 0) refused++
    }
  }
  return { requests: cases.length, fiveHundreds, refused, worst }
}

/** Requests per second for one URL at CONNECTIONS keep-alive connections. */
async function throughput(url: string, headers: Record<string, string>): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  const once = () =>
    new Promise<void>((resolve, reject) => {
      http.get(url, { agent, headers }, (res) => res.resume().on('end', resolve)).on('error', reject)
    })
  const run = async (seconds: number) => {
    let count = 0
    const until = performance.now() + seconds * 1000
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) await once().then(() => count++)
      }),
    )
    return Math.round(count / seconds)
  }
  await run(1) // warm-up
  const rps = await run(LOAD_SECONDS)
  agent.destroy()
  return rps
}

/** The largest built JS file with a brotli copy: the file precompression matters most for. */
function largestScript(clientDir: string): string {
  const dir = path.join(clientDir, 'assets')
  const scripts = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(
      (f) =>
        f.endsWith('.js') && readdirSync(path.dirname(path.join(dir, f))).includes(`${path.basename(f)}.br`),
    )
    .sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size)
  if (!scripts[0]) throw new Error(`No precompressed script in ${dir}`)
  return `/assets/${scripts[0].split(path.sep).join('/')}`
}

export async function runHttpFuzz(clientDir: string): Promise<Record<string, number>> {
  const backend = await startBenchBackend('http-fuzz', 20)
  const backendOrigin = new URL(backend.graphqlUrl).origin
  let statics: Awaited<ReturnType<typeof startChildService>> | undefined
  try {
    statics = await startChildService({
      name: 'static server',
      script: 'scripts/serve.ts',
      args: ['--port', '0', '--dir', clientDir],
      env: { GQL_HOST: backend.graphqlUrl },
      ready: /^Shop served at (\S+)/,
    })
    const staticOrigin = statics.ready[1]!
    const script = largestScript(clientDir)
    const brotli = await throughput(staticOrigin + script, { 'Accept-Encoding': 'gzip, deflate, br' })
    const identity = await throughput(staticOrigin + script, {})
    const onStatic = await fuzzServer(staticOrigin, '/', 20_261_127)
    const onBackend = await fuzzServer(backendOrigin, '/graphql?query=%7B__typename%7D', 20_261_128)
    return {
      'http fuzz requests': onStatic.requests + onBackend.requests,
      'http fuzz 5xx': onStatic.fiveHundreds + onBackend.fiveHundreds,
      'http fuzz crashes': statics.crashes() + backend.crashes() + onStatic.refused + onBackend.refused,
      'http fuzz worst ms': Math.round(Math.max(onStatic.worst, onBackend.worst) * 10) / 10,
      'http static js brotli req/s': brotli,
      'http static js identity req/s': identity,
    }
  } finally {
    statics?.stop()
    backend.stop()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { startBenchShop } = await import('./bench-shop')
  const shop = await startBenchShop('bench-http-fuzz')
  try {
    for (const [key, value] of Object.entries(await runHttpFuzz(shop.clientDir)))
      console.info(`${key.padEnd(40)} ${value}`)
  } finally {
    await shop.close()
  }
}
