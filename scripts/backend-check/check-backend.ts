import { resizedImageUrl } from '../../src/lib/image-url'
import type { Finding } from './findings'
import { getStatus, postProbe, type GraphqlBody, type ProbeAnswer } from './probe-request'
import { LOGOUT_MISSING, LOGOUT_PROBE, SHOP_PROBE } from './probes'

export interface BackendCheckSettings {
  /** GQL_HOST. */
  gqlHost: string
  /** The Origin the build sends (SITE_URL's, or BUILD_ORIGIN). */
  origin: string
  /** The storefront's own origin (SITE_URL), to name in the advice. */
  siteOrigin: string
  /** The image service base the build uses (empty: original images). */
  imageService: string
  /** IMAGE_SERVICE as set in the environment; undefined when left to its default `<backend>/_ipx`. */
  imageServiceVariable: string | undefined
}

/** The shop's currency: the naira, whose symbol WooCommerce prints as ₦ (or its HTML entity). */
const NAIRA = /₦|&#8358;|&#x20a6;/i
const IMAGE_PROBE_WIDTH = 72

const messagesOf = (body: GraphqlBody | null) => (body?.errors ?? []).map((e) => e.message)
const answered = (answer: Extract<ProbeAnswer, { reached: true }>) => {
  const messages = messagesOf(answer.body)
  return `HTTP ${answer.status}${messages.length ? `: ${messages.join(' | ')}` : ''}`
}

/**
 * Checks, before the build spends time on bundles, that the backend at GQL_HOST can serve this storefront: it
 * answers, it accepts the build's Origin, WooGraphQL is there, the shop sells in naira, Headless Login's
 * `logout` exists, and the image service serves the shop's images. Executes nothing that changes anything.
 * Returns what is missing or wrong; an empty list when all is well.
 */
export async function checkBackend(settings: BackendCheckSettings): Promise<Finding[]> {
  // Both asked at once (each is a WordPress start-up); the logout probe's answer counts only if the shop answered.
  const [shop, logout] = await Promise.all([
    postProbe(settings.gqlHost, settings.origin, SHOP_PROBE.operationName, SHOP_PROBE.query),
    postProbe(settings.gqlHost, settings.origin, LOGOUT_PROBE.operationName, LOGOUT_PROBE.query),
  ])
  const blocking = reachability(shop, settings)
  if (blocking) return [blocking]
  if (!shop.reached) return []
  const findings: Finding[] = []
  const data = shop.body?.data as
    | {
        cart?: { total?: string | null } | null
        products?: { nodes: { image?: { sourceUrl?: string } | null }[] }
      }
    | null
    | undefined
  const shopErrors = messagesOf(shop.body)
  if (shopErrors.some((m) => /Cannot query field "(cart|products)"/.test(m))) {
    findings.push({
      level: 'error',
      problem: 'WooGraphQL does not answer at GQL_HOST: the schema has no `cart` or `products`.',
      evidence: `${shop.request} → ${answered(shop)}`,
      fix: 'Install and activate WPGraphQL WooCommerce (WooGraphQL) 1.0.x on the WordPress that GQL_HOST points to.',
    })
  } else if (!data?.cart?.total || shopErrors.length) {
    findings.push({
      level: 'error',
      problem: "The backend did not answer the shop's settings and an empty cart as expected.",
      evidence: `${shop.request} → ${answered(shop)}`,
      fix: "Read the backend's message above; GRAPHQL_DEBUG on in wp-config.php gives more detail.",
    })
  } else if (!NAIRA.test(data.cart.total)) {
    findings.push({
      level: 'error',
      problem: `The shop does not sell in naira (NGN): an empty cart's total reads "${data.cart.total}".`,
      evidence: `${shop.request} → cart.total "${data.cart.total}"`,
      fix: 'In WooCommerce → Settings → General, set the currency to Nigerian naira (₦); the storefront formats every price in NGN.',
    })
  }

  if (logout.reached && messagesOf(logout.body).some((m) => LOGOUT_MISSING.test(m))) {
    findings.push({
      level: 'error',
      problem: 'The `logout` mutation is missing, so shoppers could not sign out.',
      evidence: `${logout.request} (a document that never runs) → ${answered(logout)}`,
      fix: 'In WordPress → GraphQL → Headless Login, turn on the access control (block unauthorized domains) and, in its cookie options, the logout mutation (`hasLogoutMutation`): Headless Login 0.4.x registers `logout` only then.',
    })
  } else if (!logout.reached || logout.status === 403) {
    findings.push({
      level: 'error',
      problem: 'Could not tell whether the `logout` mutation exists.',
      evidence: `${logout.request} → ${logout.reached ? answered(logout) : logout.cause}`,
      fix: 'See the other findings; the check asks again at the next build.',
    })
  }

  const image = data?.products?.nodes[0]?.image?.sourceUrl
  if (image) {
    const finding = await checkImageService(image, settings)
    if (finding) findings.push(finding)
  }
  return findings
}

/** The findings that make every other request pointless: no answer, a refused Origin, not a GraphQL endpoint. */
function reachability(answer: ProbeAnswer, settings: BackendCheckSettings): Finding | null {
  if (!answer.reached) {
    return {
      level: 'error',
      problem: `The backend at GQL_HOST could not be reached (${answer.cause}).`,
      evidence: answer.request,
      fix: 'Check GQL_HOST (the WordPress GraphQL endpoint, e.g. https://shop.example/graphql) and that this machine can reach it.',
    }
  }
  const messages = messagesOf(answer.body)
  if (answer.status === 403) {
    const origins = [settings.siteOrigin, settings.origin].filter((o, i, all) => all.indexOf(o) === i)
    return {
      level: 'error',
      problem: `The backend refused the build's Origin ${settings.origin} (HTTP 403${messages.length ? `: ${messages.join(' | ')}` : ''}).`,
      evidence: `${answer.request} → ${answered(answer)}`,
      fix: `In WordPress → GraphQL → Headless Login → Access Control, add ${origins.join(' and ')} to the additional authorized domains (\`additionalAuthorizedDomains\`): the storefront's origin, and the build machine's if BUILD_ORIGIN is set.`,
    }
  }
  if (!answer.body || (!('data' in answer.body) && !answer.body.errors)) {
    return {
      level: 'error',
      problem: `GQL_HOST does not answer as a GraphQL endpoint (HTTP ${answer.status}, ${answer.contentType || 'no content type'}).`,
      evidence: answer.request,
      fix: "Point GQL_HOST at WPGraphQL's endpoint (by default https://<wordpress>/graphql) and check that WPGraphQL is active.",
    }
  }
  return null
}

/** Whether the image service serves a product image; WordPress has no `/_ipx`, the default's path. */
async function checkImageService(image: string, settings: BackendCheckSettings): Promise<Finding | null> {
  if (!settings.imageService) return null
  const url = resizedImageUrl(image, IMAGE_PROBE_WIDTH, settings.imageService)
  if (url === image) return null
  const { status, cause } = await getStatus(url)
  if (status !== null && status >= 200 && status < 300) return null
  const unset = settings.imageServiceVariable === undefined
  return {
    level: 'warning',
    problem: unset
      ? `IMAGE_SERVICE is not set, so images go through ${settings.imageService}, which does not serve them: every product image would show the placeholder.`
      : `IMAGE_SERVICE (${settings.imageService}) does not serve the shop's images: every product image would show the placeholder.`,
    evidence: `GET ${url} → ${status === null ? cause : `HTTP ${status}`}`,
    fix: unset
      ? 'WordPress has no /_ipx (only the embedded backend has). Set IMAGE_SERVICE to an ipx-style image service (<base>/w_<width>,f_webp/<path>), or to nothing (IMAGE_SERVICE=) for the original images.'
      : 'Set IMAGE_SERVICE to an ipx-style image service that can fetch the WordPress uploads, or to nothing (IMAGE_SERVICE=) for the original images.',
  }
}
