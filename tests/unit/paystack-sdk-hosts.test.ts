import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import {
  installedSdkVersion,
  PAYSTACK_API_URL,
  PAYSTACK_CHECKOUT_URL,
  PAYSTACK_SDK_VERSION,
  paystackSdkHosts,
  pointSdkAt,
} from '../../scripts/vite/paystack-sdk-hosts'

const require = createRequire(import.meta.url)
const sdkPath = require.resolve('@paystack/inline-js')
const sdkSource = readFileSync(sdkPath.replace(/lib[\\/]inline\.js$/, 'es/inline.js'), 'utf8')
const SIMULATOR = { apiUrl: 'http://127.0.0.1:4300/', checkoutUrl: 'http://127.0.0.1:4301/' }

describe('pointing Paystack’s SDK at the simulator (build time)', () => {
  it('the installed SDK is the pinned version', () => {
    expect(installedSdkVersion()).toBe(PAYSTACK_SDK_VERSION)
  })

  it('replaces exactly the production API and checkout hosts, and nothing else', () => {
    const pointed = pointSdkAt(sdkSource, SIMULATOR)
    expect(pointed).toContain('paystackApiUrl:"http://127.0.0.1:4300/"')
    expect(pointed).toContain('checkoutUrl:"http://127.0.0.1:4301/"')
    expect(pointed).not.toContain(`paystackApiUrl:"${PAYSTACK_API_URL}"`)
    expect(pointed.length - sdkSource.length).toBe(
      SIMULATOR.apiUrl.length +
        SIMULATOR.checkoutUrl.length -
        PAYSTACK_API_URL.length -
        PAYSTACK_CHECKOUT_URL.length,
    )
  })

  it('stops the build when the SDK no longer has its hosts where they were', () => {
    const moved = sdkSource.replace(`paystackApiUrl:"${PAYSTACK_API_URL}"`, `apiBase:"${PAYSTACK_API_URL}"`)
    expect(() => pointSdkAt(moved, SIMULATOR)).toThrow(
      /expected paystackApiUrl:"https:\/\/api.paystack.co\/" once/,
    )
    const twice = `${sdkSource};var x={checkoutUrl:"${PAYSTACK_CHECKOUT_URL}"}`
    expect(() => pointSdkAt(twice, SIMULATOR)).toThrow(/found it 2 times/)
  })

  it('the plugin leaves the SDK as published when the build pays through Paystack', () => {
    const live = paystackSdkHosts({ apiUrl: PAYSTACK_API_URL, checkoutUrl: PAYSTACK_CHECKOUT_URL })
    const transform = live.transform as (code: string, id: string) => unknown
    expect(transform.call({}, sdkSource, '/shop/node_modules/@paystack/inline-js/es/inline.js')).toBeNull()
    const local = paystackSdkHosts(SIMULATOR)
    const localTransform = local.transform as (code: string, id: string) => { code: string } | null
    expect(localTransform.call({}, 'export {}', '/shop/src/main.ts')).toBeNull()
    expect(
      localTransform.call({}, sdkSource, '/shop/node_modules/@paystack/inline-js/es/inline.js')?.code,
    ).toContain('checkoutUrl:"http://127.0.0.1:4301/"')
  })
})
