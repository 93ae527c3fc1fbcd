import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RateCounter } from '../../src/shop/rate-limits'
import { clientAt, type Answer } from '../support/address-client'
import { startTestBackend, type TestBackend } from '../support/test-backend'

// Issue 9, reproduction 11: no rate limit (811 coupon guesses/s, 51 logins/s, 100 reset mails in 0.1 s).

const LOGIN = `mutation($u: String!, $p: String!) { login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { authToken } }`
const RESET = `mutation($u: String!) { sendPasswordResetEmail(input: { username: $u }) { success } }`
const REGISTER = `mutation($e: String!) { registerCustomer(input: { email: $e, password: "a-password" }) { customer { id } } }`
const ADD = `mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cartItem { key } } }`
const COUPON = `mutation($c: String!) { applyCoupon(input: { code: $c }) { applied { code } } }`
const CHECKOUT_WITH_ACCOUNT = `mutation($u: String!, $e: String!) { checkout(input: { paymentMethod: "cod",
  billing: { firstName: "Ada", lastName: "Obi", address1: "1 Marina", city: "Lagos", state: "LA", country: NG,
    postcode: "101001", phone: "08031234567", email: $e },
  account: { username: $u, password: "a-long-password" } }) { order { databaseId } } }`

const message = (answer: Answer) => answer.errors?.[0]?.message

describe('rate limits on logins, reset mails, registrations and coupon guesses', () => {
  let shop: TestBackend
  let now = Date.UTC(2025, 0, 1)
  const minute = 60_000

  beforeAll(async () => {
    shop = await startTestBackend({
      products: 8,
      clock: () => now,
      rateLimits: {
        loginFailures: {
          perIp: { limit: 5, windowSeconds: 600 },
          perIpAccount: { limit: 3, windowSeconds: 900 },
        },
        passwordResets: {
          perIp: { limit: 4, windowSeconds: 3600 },
          perAccount: { limit: 2, windowSeconds: 3600 },
        },
        registrations: { perIp: { limit: 2, windowSeconds: 3600 } },
        couponFailures: {
          perIp: { limit: 4, windowSeconds: 600 },
          perAccount: { limit: 3, windowSeconds: 600 },
        },
      },
    })
  })
  afterAll(() => shop.close())

  it('stops password guessing on an account from the guessing address, until the window passes', async () => {
    const attacker = clientAt(shop.backend, '127.0.0.2')
    for (let i = 0; i < 3; i++)
      expect(message(await attacker(LOGIN, { u: 'demo', p: `guess-${i}` }))).toBe(
        'The user could not be logged in.',
      )
    const locked = 'Too many failed login attempts. Please try again in 15 minutes.'
    // From that address the right password does not help once locked, nor does the account's other name.
    expect(message(await attacker(LOGIN, { u: 'demo', p: 'demo-password' }))).toBe(locked)
    expect(message(await attacker(LOGIN, { u: 'demo@example.com', p: 'demo-password' }))).toBe(locked)
    // Another account from the same address is unaffected.
    expect((await attacker(LOGIN, { u: 'ada', p: 'ada-password' })).data?.login).toBeTruthy()

    now += 14 * minute
    expect(message(await attacker(LOGIN, { u: 'demo', p: 'demo-password' }))).toBe(
      'Too many failed login attempts. Please try again in 1 minute.',
    )
    now += minute
    expect((await attacker(LOGIN, { u: 'demo', p: 'demo-password' })).data?.login).toBeTruthy()
  })

  // Issue 25, reproduction 5: 10 wrong passwords from any address locked the owner's right password out for 15 minutes.
  it('never locks the owner out from another address, however often an attacker fails', async () => {
    now += 60 * minute
    const attacker = clientAt(shop.backend, '127.0.0.13')
    for (let i = 0; i < 10; i++) await attacker(LOGIN, { u: 'demo', p: `guess-${i}` })
    expect(message(await attacker(LOGIN, { u: 'demo', p: 'demo-password' }))).toMatch(
      /^Too many failed login attempts/,
    )
    const owner = clientAt(shop.backend, '127.0.0.14')
    expect((await owner(LOGIN, { u: 'demo', p: 'demo-password' })).data?.login).toBeTruthy()
    expect((await owner(LOGIN, { u: 'demo@example.com', p: 'demo-password' })).data?.login).toBeTruthy()
    // The owner's own typo and success do not lift the attacker's lock.
    expect(message(await owner(LOGIN, { u: 'demo', p: 'typo' }))).toBe('The user could not be logged in.')
    expect((await owner(LOGIN, { u: 'demo', p: 'demo-password' })).data?.login).toBeTruthy()
    expect(message(await attacker(LOGIN, { u: 'demo', p: 'demo-password' }))).toMatch(
      /^Too many failed login attempts/,
    )
  })

  it('stops one address trying many accounts; other addresses log in; successes never count', async () => {
    now += 60 * minute
    const attacker = clientAt(shop.backend, '127.0.0.4')
    for (let i = 0; i < 5; i++) await attacker(LOGIN, { u: `nobody-${i}`, p: 'x' })
    expect(message(await attacker(LOGIN, { u: 'ada', p: 'ada-password' }))).toBe(
      'Too many failed login attempts. Please try again in 10 minutes.',
    )
    const shopper = clientAt(shop.backend, '127.0.0.5')
    for (let i = 0; i < 12; i++)
      expect(
        (await clientAt(shop.backend, '127.0.0.5')(LOGIN, { u: 'ada', p: 'ada-password' })).data?.login,
      ).toBeTruthy()
    expect((await shopper(LOGIN, { u: 'ada', p: 'ada-password' })).data?.login).toBeTruthy()
  })

  it('counts parallel guesses before they are checked, so none slips past the limit', async () => {
    now += 60 * minute
    const attacker = clientAt(shop.backend, '127.0.0.6')
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attacker(LOGIN, { u: 'ada', p: `parallel-${i}` })),
    )
    const failed = answers.filter((a) => message(a) === 'The user could not be logged in.')
    expect(failed.length).toBe(3)
    expect(answers.filter((a) => message(a)?.startsWith('Too many failed login attempts')).length).toBe(9)
  })

  it('limits reset mails per account (known or not, so nothing is revealed) and per address', async () => {
    now += 120 * minute
    const attacker = clientAt(shop.backend, '127.0.0.7')
    const outbox = async () =>
      (await (await fetch(`${shop.backend.origin}/_outbox?to=ada@example.com`)).json()).length
    const before = await outbox()
    for (const u of ['ada', 'ada@example.com']) expect((await attacker(RESET, { u })).data).toBeTruthy()
    const refused = 'Too many password reset requests. Please try again in 60 minutes.'
    expect(message(await attacker(RESET, { u: 'ada' }))).toBe(refused)
    expect(await outbox()).toBe(before + 2)
    for (let i = 0; i < 2; i++) await attacker(RESET, { u: 'ghost' })
    expect(message(await attacker(RESET, { u: 'ghost' }))).toBe(refused)
    // The address has used its 4: any account is refused from it, while another address asks for demo's mail.
    expect(message(await attacker(RESET, { u: 'demo' }))).toBe(refused)
    expect((await clientAt(shop.backend, '127.0.0.8')(RESET, { u: 'demo' })).data).toBeTruthy()
    now += 60 * minute
    expect((await attacker(RESET, { u: 'ada' })).data).toBeTruthy()
  })

  it('limits registrations per address', async () => {
    const signup = clientAt(shop.backend, '127.0.0.9')
    for (let i = 0; i < 2; i++)
      expect((await signup(REGISTER, { e: `new${i}@example.com` })).data).toBeTruthy()
    expect(message(await signup(REGISTER, { e: 'new3@example.com' }))).toBe(
      'Too many accounts registered from your address. Please try again in 60 minutes.',
    )
    expect(
      (await clientAt(shop.backend, '127.0.0.10')(REGISTER, { e: 'other@example.com' })).data,
    ).toBeTruthy()
  })

  it('counts accounts made at checkout against the same registration limit', async () => {
    const shopper = clientAt(shop.backend, '127.0.0.20')
    expect((await shopper(REGISTER, { e: 'first@example.com' })).data).toBeTruthy()
    await shopper(ADD, { id: await simpleProductId(shopper) })
    const second = await shopper(CHECKOUT_WITH_ACCOUNT, { u: 'checkout-one', e: 'checkout-one@example.com' })
    expect(second.errors).toBeUndefined()
    const next = clientAt(shop.backend, '127.0.0.20')
    await next(ADD, { id: await simpleProductId(next) })
    expect(
      message(await next(CHECKOUT_WITH_ACCOUNT, { u: 'checkout-two', e: 'checkout-two@example.com' })),
    ).toBe('Too many accounts registered from your address. Please try again in 60 minutes.')
  })

  it('limits failed coupon codes per cart and per address; accepted codes never count', async () => {
    now += 120 * minute
    const guesser = clientAt(shop.backend, '127.0.0.11')
    await guesser(ADD, { id: await simpleProductId(guesser) })
    expect((await guesser(COUPON, { c: 'WELCOME10' })).data).toBeTruthy()
    expect(message(await guesser(COUPON, { c: 'WELCOME10' }))).toBe(
      'This coupon has already been applied to the cart',
    )
    for (let i = 0; i < 3; i++)
      expect(message(await guesser(COUPON, { c: `GUESS${i}` }))).toBe(
        `Coupon &quot;guess${i}&quot; cannot be applied because it does not exist.`,
      )
    const refused = 'Too many invalid coupon codes. Please try again in 10 minutes.'
    expect(message(await guesser(COUPON, { c: 'SAVE5000' }))).toBe(refused)
    // A fresh cart from the same address has one guess left before the address's limit of 4.
    const freshCart = clientAt(shop.backend, '127.0.0.11')
    await freshCart(ADD, { id: await simpleProductId(freshCart) })
    expect(message(await freshCart(COUPON, { c: 'GUESS9' }))).toBe(
      'Coupon &quot;guess9&quot; cannot be applied because it does not exist.',
    )
    expect(message(await freshCart(COUPON, { c: 'SAVE5000' }))).toBe(refused)
    const shopper = clientAt(shop.backend, '127.0.0.12')
    await shopper(ADD, { id: await simpleProductId(shopper) })
    expect((await shopper(COUPON, { c: 'SAVE5000' })).data).toBeTruthy()
    now += 10 * minute
    expect((await guesser(COUPON, { c: 'SAVE5000' })).data).toBeTruthy()
  })

  it('keeps a bounded table however many keys an attacker makes up', () => {
    let clock = 0
    const counter = new RateCounter({ limit: 3, windowSeconds: 60 }, 1000, () => clock)
    for (let i = 0; i < 100_000; i++) counter.count(`attacker-${i}`)
    expect(counter.size).toBeLessThanOrEqual(1000)
    counter.count('victim')
    clock += 30_000
    for (let i = 0; i < 999; i++) counter.count(`fresh-${i}`)
    expect(counter.size).toBeLessThanOrEqual(1000)
    for (let i = 0; i < 3; i++) counter.count('kept')
    expect(counter.retryAfter('kept')).toBe(60_000)
  })
})

async function simpleProductId(client: ReturnType<typeof clientAt>): Promise<number> {
  const answer = await client(
    `{ products(first: 20, where: { typeIn: [SIMPLE], stockStatus: [IN_STOCK] }) { nodes { databaseId } } }`,
  )
  const nodes = (answer.data?.products as { nodes: Array<{ databaseId: number }> }).nodes
  return nodes[0]!.databaseId
}
