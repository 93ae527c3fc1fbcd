import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { PAYMENT_SDK_MARKER } from '../../scripts/bench/payment-code-weight'
import { buildBundles } from '../../scripts/build-bundles'

const out = path.resolve(`${process.env.E2E_TMP || '.tmp'}/payment-sdk-build-${process.pid}`)

/** The client chunks of a bundle build with `env` that hold the SDK. */
async function sdkChunks(name: string, env: Record<string, string>): Promise<string[]> {
  const dir = path.join(out, name)
  await buildBundles(dir, { ...process.env, ...env })
  const assets = path.join(dir, 'client', 'assets')
  const files = (await readdir(assets, { recursive: true })).filter((file) => file.endsWith('.js'))
  const texts = await Promise.all(files.map((file) => readFile(path.join(assets, file), 'utf8')))
  return texts.filter((text) => text.includes(PAYMENT_SDK_MARKER))
}

/** A string literal of exactly `url`, whichever quotes the minifier chose. */
const literal = (url: string) => new RegExp(`["'\`]${url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}["'\`]`)

afterAll(() => rm(out, { recursive: true, force: true }))

describe("the bundler's output", () => {
  it('goes to <dist>/bundles.log; the build prints one line saying where', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    try {
      await buildBundles(path.join(out, 'log'), { ...process.env, BUILD_VERBOSE: undefined })
      const lines = info.mock.calls.map((call) => String(call[0]))
      expect(lines).toEqual([
        expect.stringMatching(/^Bundles built in [\d.]+ s \(the bundler's log: .*bundles\.log\)$/),
      ])
    } finally {
      info.mockRestore()
    }
    const log = await readFile(path.join(out, 'log', 'bundles.log'), 'utf8')
    expect(log).toMatch(/modules transformed/)
    expect(log).toMatch(/client\/assets\//)
  })
})

describe('the checkout’s payment SDK in the built bundles', () => {
  it('a live shop’s build ships the SDK with Paystack’s hosts and none of the simulator’s', async () => {
    const chunks = await sdkChunks('live', {
      SITE_URL: 'https://forge.example.ng',
      GQL_HOST: 'https://shop.forge.example.ng/graphql',
      PAYMENT_PUBLIC_KEY: 'pk_live_0123456789abcdef',
    })
    expect(chunks).toHaveLength(1)
    expect(chunks[0]).toMatch(literal('https://api.paystack.co/'))
    expect(chunks[0]).toMatch(literal('https://checkout.paystack.com/'))
    expect(chunks[0]).not.toMatch(/127\.0\.0\.1|localhost:43/)
  }, 180_000)

  it('a local build points the same SDK at the simulator, and at nothing of Paystack’s', async () => {
    const chunks = await sdkChunks('local', {
      SITE_URL: 'http://127.0.0.1:4173',
      PAYMENT_API_URL: 'http://127.0.0.1:4390',
      PAYMENT_CHECKOUT_URL: 'http://127.0.0.1:4391/',
    })
    expect(chunks).toHaveLength(1)
    expect(chunks[0]).toMatch(literal('http://127.0.0.1:4390/'))
    expect(chunks[0]).toMatch(literal('http://127.0.0.1:4391/'))
    expect(chunks[0]).not.toMatch(literal('https://api.paystack.co/'))
    expect(chunks[0]).not.toMatch(literal('https://checkout.paystack.com/'))
  }, 180_000)
})
