import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startBackend } from '../../../backend/src/index'
import { startPaymentSimulator } from '../../../payment-simulator/src/index'
import { buildSite } from '../../../scripts/build'
import { startStaticServer } from '../../../scripts/serve/static-server'
import { freePort } from '../../../scripts/serve/ports'
import { shopWebhookUrl } from '../../../scripts/serve/shop-webhook-url'

/**
 * The e2e suites share one backend, one prerendered build and one static server. E2E_TMP moves their
 * files (default `.tmp`), so two runs on one machine do not overwrite each other's build.
 */
const E2E_TMP = process.env.E2E_TMP || '.tmp'
export const E2E_DIST = `${E2E_TMP}/e2e-dist`
export const BUILD_CHECK_INTERVAL_MS = 500
export const E2E_PRODUCTS_PER_PAGE = 12

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string
    backendUrl: string
    graphqlUrl: string
    distDir: string
    /** The shop manager's password on the e2e backend (a fresh one each run), for price and stock edits. */
    managerPassword: string
    /** The payment simulator's API (its bank confirms transfers there) and checkout origins, each ending in `/`. */
    paymentApiUrl: string
    paymentCheckoutUrl: string
  }
}

/**
 * E2E_GQL_HOST runs the journeys against a real WordPress + WooCommerce instead of the embedded backend
 * (docs/real-stack.md): the shop is served on E2E_SHOP_PORT (default 3100), an origin that shop's Headless Login
 * must allow; the simulator pays as Paystack and sends its webhooks to woo-paystack's endpoint there, and that
 * shop's woo-paystack and companion plugin verify with the simulator at E2E_PAYMENT_API_PORT (default 4300). Only
 * the suites that need nothing of the embedded backend's own (its outbox, its manager tools) run that way.
 */
const REAL_GQL_HOST = process.env.E2E_GQL_HOST
export const onRealStack = !!REAL_GQL_HOST

export default async function setup(project: TestProject) {
  const dataDir = path.resolve(`${E2E_TMP}/e2e-backend`)
  await rm(dataDir, { recursive: true, force: true })
  const shopPort = REAL_GQL_HOST ? Number(process.env.E2E_SHOP_PORT || 3100) : await freePort()
  const shopUrl = `http://127.0.0.1:${shopPort}`
  const managerPassword = randomBytes(18).toString('base64url')
  // The card provider's stand-in on two origins of its own, as Paystack's API and checkout are; the backend
  // verifies with it and it signs its webhooks to the backend, both over HTTP.
  const [apiPort, checkoutPort] = REAL_GQL_HOST
    ? [
        Number(process.env.E2E_PAYMENT_API_PORT || 4300),
        Number(process.env.E2E_PAYMENT_CHECKOUT_PORT || 4301),
      ]
    : [await freePort(), await freePort()]
  const payment = {
    apiUrl: `http://127.0.0.1:${apiPort}/`,
    checkoutUrl: `http://127.0.0.1:${checkoutPort}/`,
  }
  if (REAL_GQL_HOST) return setupOnRealStack(project, REAL_GQL_HOST, shopUrl, payment)
  const backend = await startBackend({
    port: 0,
    dataDir,
    products: 40,
    storefrontUrl: shopUrl,
    // Headless Login's access control, on as a real shop has it: only the shop's (and the backend's own) origin.
    allowedOrigins: [shopUrl],
    quiet: true,
    managerPassword,
    payment: { providerApiUrl: payment.apiUrl },
    // Every e2e shopper writes from the loopback address, so WordPress's 15 s between one address's reviews would
    // refuse the suite's reviews; backend/tests/security/review-flood.test.ts covers the limits themselves.
    rateLimits: {
      reviews: {
        perIp: { limit: 1000, windowSeconds: 15 },
        perAccount: { limit: 1000, windowSeconds: 15 },
        perProduct: { limit: 1000, windowSeconds: 15 },
      },
    },
  })
  const simulator = await startPaymentSimulator({
    apiPort,
    checkoutPort,
    webhookUrl: `${backend.origin}/payment/webhook`,
    frameAncestors: [shopUrl],
  })
  await buildSite({ out: E2E_DIST, env: e2eBuildEnv(backend.graphqlUrl, shopUrl, payment) })
  const server = await startStaticServer({
    root: `${E2E_DIST}/client`,
    port: shopPort,
    backendOrigin: backend.origin,
    paymentFrameOrigin: new URL(payment.checkoutUrl).origin,
    paymentApiOrigin: new URL(payment.apiUrl).origin,
  })
  project.provide('shopUrl', server.url)
  project.provide('backendUrl', backend.origin)
  project.provide('graphqlUrl', backend.graphqlUrl)
  project.provide('distDir', path.resolve(E2E_DIST))
  project.provide('managerPassword', managerPassword)
  project.provide('paymentApiUrl', payment.apiUrl)
  project.provide('paymentCheckoutUrl', payment.checkoutUrl)
  return async () => {
    await server.close()
    await simulator.close()
    await backend.close()
  }
}

/** The same site built against a real WooCommerce at `graphqlUrl`; see E2E_GQL_HOST. */
async function setupOnRealStack(
  project: TestProject,
  graphqlUrl: string,
  shopUrl: string,
  payment: { apiUrl: string; checkoutUrl: string },
) {
  const simulator = await startPaymentSimulator({
    apiPort: Number(new URL(payment.apiUrl).port),
    checkoutPort: Number(new URL(payment.checkoutUrl).port),
    webhookUrl: shopWebhookUrl(graphqlUrl),
    frameAncestors: [shopUrl],
  })
  await buildSite({
    out: E2E_DIST,
    env: { ...e2eBuildEnv(graphqlUrl, shopUrl, payment), IMAGE_SERVICE: '' },
  })
  const server = await startStaticServer({
    root: `${E2E_DIST}/client`,
    port: Number(new URL(shopUrl).port),
    backendOrigin: new URL(graphqlUrl).origin,
    paymentFrameOrigin: new URL(payment.checkoutUrl).origin,
    paymentApiOrigin: new URL(payment.apiUrl).origin,
  })
  project.provide('shopUrl', server.url)
  project.provide('backendUrl', new URL(graphqlUrl).origin)
  project.provide('graphqlUrl', graphqlUrl)
  project.provide('distDir', path.resolve(E2E_DIST))
  project.provide('managerPassword', '')
  project.provide('paymentApiUrl', payment.apiUrl)
  project.provide('paymentCheckoutUrl', payment.checkoutUrl)
  return async () => {
    await server.close()
    await simulator.close()
  }
}

/** The environment the e2e site is built with (an incremental rebuild in a test must use the same). */
export function e2eBuildEnv(
  graphqlUrl: string,
  shopUrl: string,
  payment: { apiUrl: string; checkoutUrl: string },
): Record<string, string | undefined> {
  return {
    ...process.env,
    GQL_HOST: graphqlUrl,
    SITE_URL: shopUrl,
    PAYMENT_API_URL: payment.apiUrl,
    PAYMENT_CHECKOUT_URL: payment.checkoutUrl,
    BUILD_CHECK_INTERVAL: String(BUILD_CHECK_INTERVAL_MS),
    PRODUCTS_PER_PAGE: String(E2E_PRODUCTS_PER_PAGE),
  }
}
