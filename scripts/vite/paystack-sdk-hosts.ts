import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

/** The hosts Paystack's published browser SDK talks to; a production build keeps them as they are. */
export const PAYSTACK_API_URL = 'https://api.paystack.co/'
export const PAYSTACK_CHECKOUT_URL = 'https://checkout.paystack.com/'

/** The SDK version whose layout the rewrite below was checked against (package.json pins it exactly). */
export const PAYSTACK_SDK_VERSION = '2.25.0'

export interface SdkHosts {
  /** Origin the SDK calls for `checkout/request_inline`, `transaction/verify_access_code`, … (ends with `/`). */
  apiUrl: string
  /** Origin whose `popup` page the SDK frames and whose messages it trusts (ends with `/`). */
  checkoutUrl: string
}

/** The literal each host has in the SDK's production settings (minified: `key:"value"`). */
const SETTINGS = [
  { key: 'paystackApiUrl', value: PAYSTACK_API_URL, pick: (hosts: SdkHosts) => hosts.apiUrl },
  { key: 'checkoutUrl', value: PAYSTACK_CHECKOUT_URL, pick: (hosts: SdkHosts) => hosts.checkoutUrl },
] as const

export const usesPaystackHosts = (hosts: SdkHosts) =>
  hosts.apiUrl === PAYSTACK_API_URL && hosts.checkoutUrl === PAYSTACK_CHECKOUT_URL

/**
 * The SDK's source pointed at other hosts (the payment simulator in development and tests). The SDK has no option
 * for its hosts: they are constants chosen when Paystack builds it. Each production literal must occur exactly
 * once; anything else means the installed SDK is not the one this was written for, and the build stops rather than
 * ship a checkout that calls Paystack from a test build, or the simulator from a live one.
 */
export function pointSdkAt(source: string, hosts: SdkHosts): string {
  let out = source
  for (const setting of SETTINGS) {
    const literal = `${setting.key}:${JSON.stringify(setting.value)}`
    const count = out.split(literal).length - 1
    if (count !== 1)
      throw new Error(
        `@paystack/inline-js: expected ${literal} once in the SDK, found it ${count} times. ` +
          `The installed version is not ${PAYSTACK_SDK_VERSION}; check its hosts before changing the pinned version.`,
      )
    out = out.replace(literal, `${setting.key}:${JSON.stringify(setting.pick(hosts))}`)
  }
  return out
}

/** The installed SDK's version, read from its package.json. */
export function installedSdkVersion(): string {
  const require = createRequire(import.meta.url)
  const manifest = require.resolve('@paystack/inline-js/package.json')
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
}

const SDK_MODULE = /[\\/]node_modules[\\/]@paystack[\\/]inline-js[\\/]/

/**
 * Vite plugin: leaves the SDK as published when the build pays through Paystack, and otherwise points it at
 * `hosts` (PAYMENT_API_URL / PAYMENT_CHECKOUT_URL). The build fails if the SDK is not the pinned version, if its
 * hosts are not where they were, or if the SDK was bundled without passing through here.
 */
export function paystackSdkHosts(hosts: SdkHosts): Plugin {
  const rewrite = !usesPaystackHosts(hosts)
  let rewritten = 0
  let bundled = false
  return {
    name: 'paystack-sdk-hosts',
    enforce: 'pre',
    buildStart() {
      const version = installedSdkVersion()
      if (version !== PAYSTACK_SDK_VERSION)
        this.error(
          `@paystack/inline-js ${version} is installed; this build expects ${PAYSTACK_SDK_VERSION} (package.json pins it).`,
        )
      rewritten = 0
      bundled = false
    },
    transform(code, id) {
      if (!SDK_MODULE.test(id)) return null
      bundled = true
      if (!rewrite) return null
      rewritten += 1
      return { code: pointSdkAt(code, hosts), map: null }
    },
    buildEnd(error) {
      if (!error && rewrite && bundled && rewritten === 0)
        this.error('@paystack/inline-js was bundled without being pointed at the configured payment hosts.')
    },
  }
}
