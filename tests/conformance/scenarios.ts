import type { PlannedCase } from './plan'
import type { SeedMapping } from './seed-mapping'
import type { Shopper } from './shopper'

/** What a case is sent with once its state exists: its session and auth tokens, variables to override. */
export interface Prepared {
  /** The `woocommerce-session` token the case sends (when its plan sends one). */
  session?: string | null
  /** The auth token the case sends (when its plan sends one). */
  authToken?: string | null
  /** Set over the plan's variables: cart keys, order ids and keys. */
  variables?: Record<string, unknown>
}

/** The shop a case is prepared on: the real one the recorder records, or the embedded backend the replay checks. */
export interface ReplayContext {
  graphqlUrl: string
  /** The storefront origin the shop's access control allows. */
  origin: string
  seed: SeedMapping
  /** Replaces `{run}` in names that must be new on every run (see placeholders.ts). */
  run: string
  shopper(): Shopper
  /** The given auth token signed again with the shop's key, expired an hour ago (null: the key is not known). */
  expire(authToken: string): Promise<string | null>
}

type Prepare = (ctx: ReplayContext) => Promise<Prepared>

const session = (s: Shopper): Prepared => ({ session: s.session, authToken: s.authToken })

/** A guest session with nothing in it. */
const emptySession: Prepare = async (ctx) => session(await ctx.shopper().startSession())

/** A guest session with the recorded shopper's cart (two simple products, one variation). */
const guestCart: Prepare = async (ctx) => {
  const s = await ctx.shopper().startSession()
  await s.fillCart()
  return session(s)
}

/** The same cart with WELCOME10 applied just before. */
const guestCartWithCoupon: Prepare = async (ctx) => {
  const s = await ctx.shopper().startSession()
  await s.fillCart()
  await s.applyCoupon('WELCOME10')
  return session(s)
}

/** The demo customer signed in, with an empty cart. */
const signedIn: Prepare = async (ctx) => {
  const s = await ctx.shopper().login()
  await s.emptyCart()
  return session(s)
}

/** A guest who has just ordered, in the same session. */
async function guestWithOrder(ctx: ReplayContext, shipping = false) {
  const s = await ctx.shopper().startSession()
  await s.fillCart()
  const order = await s.checkout('conformance-order@example.com', null, shipping)
  return { shopper: s, order }
}

/**
 * How each stateful case's state is made, read from its note and from where it sits in the recorded sequence.
 * Cases not listed here are sent as they are: with a fresh guest session when they sent one, signed in as the demo
 * customer when they sent a Bearer token, with nothing otherwise.
 */
const PREPARE: Record<string, Prepare> = {
  // Cart: the recorded guest session built one cart case on the next.
  'addToCart-simple-ok': emptySession,
  'addToCart-probe-cartitem-id': emptySession,
  'addToCart-variation-ok': async (ctx) => {
    const s = await ctx.shopper().startSession()
    await s.add(ctx.seed.simple.id, 2)
    return session(s)
  },
  'addToCart-quantity-zero': guestCart,
  // The recorded product had 2 left and 7 were asked for.
  'addToCart-above-stock': async (ctx) => ({
    ...(await guestCart(ctx)),
    variables: { input: { productId: ctx.seed.lowStock.id, quantity: ctx.seed.lowStock.stock + 5 } },
  }),
  'addToCart-out-of-stock': guestCart,
  'addToCart-unknown-product': guestCart,
  'addToCart-variable-no-variation': guestCart,
  'cartView-ok': guestCart,
  'UpDateCartQuantity-ok': async (ctx) => {
    const s = await ctx.shopper().startSession()
    const { simpleKey } = await s.fillCart()
    return { ...session(s), variables: { key: simpleKey } }
  },
  // "separate session; line of the low-stock product set to 50"
  'UpDateCartQuantity-above-stock': async (ctx) => {
    const s = await ctx.shopper().startSession()
    const key = await s.add(ctx.seed.simple.id, 1)
    return { ...session(s), variables: { key } }
  },
  'UpDateCartQuantity-unknown-key': guestCart,
  'applyCoupon-ok': guestCart,
  'applyCoupon-invalid': guestCart,
  'applyCoupon-twice': guestCartWithCoupon,
  'applyCoupon-lowercase': guestCartWithCoupon,
  'removeCoupons-ok': guestCartWithCoupon,
  'removeCoupons-not-applied': guestCart,
  'ChangeShippingCounty-ok': guestCart,
  // The recorded local_pickup:2 is the real shop's instance; the seed's local pickup has its own id.
  'ChangeShippingMethod-ok': async (ctx) => {
    const s = await ctx.shopper().startSession()
    await s.fillCart()
    return { ...session(s), variables: { shippingMethods: [await s.shippingRate('local_pickup')] } }
  },
  'ChangeShippingMethod-invalid': guestCart,
  // Recorded after the checkout had emptied the cart.
  'EmptyCart-ok': emptySession,
  'EmptyCart-already-empty': emptySession,
  // Checkout
  'Checkout-guest-cod-ok': guestCart,
  'Checkout-guest-account-null': guestCart,
  'Checkout-unknown-gateway': guestCart,
  'Checkout-card-no-reference': guestCart,
  // With a coupon applied just before (WooGraphQL once answered its pending success notice instead).
  'Checkout-missing-billing': guestCartWithCoupon,
  // The same email ordered before with an (empty) account input, which made it an account.
  'Checkout-guest-same-email-again': async (ctx) => {
    const first = await ctx.shopper().startSession()
    await first.fillCart()
    await first
      .checkout(`corpus-guest-${ctx.run}@example.com`, { username: '', password: '' })
      .catch(() => null)
    const s = await ctx.shopper().startSession()
    await s.fillCart()
    return session(s)
  },
  // Right after this session's order.
  'Checkout-empty-cart': async (ctx) => session((await guestWithOrder(ctx)).shopper),
  // Orders
  'getOrder-guest-by-id': async (ctx) => {
    const { shopper, order } = await guestWithOrder(ctx)
    return { ...session(shopper), variables: { id: String(order.databaseId) } }
  },
  'getOrder-stranger-by-id': async (ctx) => {
    const { order } = await guestWithOrder(ctx)
    return { variables: { id: String(order.databaseId) } }
  },
  'getOrderByKey-same-session': async (ctx) => {
    const { shopper, order } = await guestWithOrder(ctx)
    return { ...session(shopper), variables: { key: order.orderKey } }
  },
  'getOrderByKey-new-session': async (ctx) => {
    const { order } = await guestWithOrder(ctx)
    return { variables: { key: order.orderKey } }
  },
  'getOrderByKey-bad-key': async () => ({ variables: { key: 'wc_order_notanorderkey' } }),
  'getOrders-guest-session': async (ctx) => session((await guestWithOrder(ctx)).shopper),
  // Signed in
  'getCart-authed-session': async (ctx) => {
    const s = await ctx.shopper().login()
    await s.emptyCart()
    await s.add(ctx.seed.simple.id, 1)
    return session(s)
  },
  'viewerView-expired-bearer': async (ctx) => {
    const s = await ctx.shopper().login()
    const expired = await ctx.expire(s.authToken!)
    if (!expired) throw new Error("needs the shop's token signing key to make an expired token")
    return { authToken: expired }
  },
  'refreshToken-ok': async (ctx) => {
    const s = await ctx.shopper().login()
    return { variables: { token: s.refreshToken } }
  },
  // The account exists before (the plan's registerCustomer-ok registers another name).
  'registerCustomer-existing-username': async (ctx) => {
    await ctx
      .shopper()
      .register(`corpus${ctx.run}`, `corpus-first-${ctx.run}@example.com`)
      .catch(() => null)
    return {}
  },
  // The recorded header carried a token that is not a JWT ("Wrong number of segments").
  'getCart-session-garbage': async () => ({ session: 'garbage' }),
  'getCart-session-bare-token': emptySession,
  // The recorded guest session had ordered by then, so its customer carried the checkout's addresses.
  'customerView-guest-with-session': async (ctx) => session((await guestWithOrder(ctx, true)).shopper),
}

/** Makes the state a case needs; see PREPARE. */
export function prepare(plan: PlannedCase, ctx: ReplayContext): Promise<Prepared> {
  const own = PREPARE[plan.name] ?? PREPARE[plan.name.replace(/-nodebug$/, '')]
  if (own) return own(ctx)
  if (plan.send?.auth === true) return signedIn(ctx)
  if (plan.send?.session) return emptySession(ctx)
  return Promise.resolve({})
}
