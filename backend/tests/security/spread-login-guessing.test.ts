import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS } from '../../src/shop/rate-limits'
import { clientAt, type Answer } from '../support/address-client'
import { startTestBackend, type TestBackend } from '../support/test-backend'

// Issue 35: 900 guesses at one account from 100 addresses in 100 s, none throttled (the per-address limits held).

const LOGIN = `mutation($u: String!, $p: String!) { login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { authToken } }`
const ASK_RESET = `mutation($u: String!) { sendPasswordResetEmail(input: { username: $u }) { success } }`
const RESET = `mutation($key: String!, $login: String!, $password: String!) { resetUserPassword(input: { key: $key, login: $login, password: $password }) { user { id } } }`

const message = (answer: Answer) => answer.errors?.[0]?.message
const REFUSED = /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/
const WRONG = 'The user could not be logged in.'

describe('password guessing spread over many addresses', () => {
  let shop: TestBackend
  let now = Date.UTC(2025, 0, 1)
  const accountLimit = DEFAULT_RATE_LIMITS.loginFailures.perAccount!

  beforeAll(async () => {
    shop = await startTestBackend({ products: 4, clock: () => now })
  })
  afterAll(() => shop.close())

  it('is slowed per account, while the owner signs in from home and, on a new network, after a reset mail', async () => {
    const home = clientAt(shop.backend, '127.0.2.1')
    expect((await home(LOGIN, { u: 'demo', p: 'demo-password' })).data?.login).toBeTruthy()

    // 100 addresses, 9 guesses each, 10 addresses at a time, over 100 s of the shop's clock.
    const outcomes = { guessed: 0, refused: 0, other: [] as string[] }
    for (let wave = 0; wave < 10; wave++) {
      await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const attacker = clientAt(shop.backend, `127.0.1.${wave * 10 + i + 1}`)
          for (let guess = 0; guess < 9; guess++) {
            const answer = message(await attacker(LOGIN, { u: 'demo', p: `guess-${wave}-${i}-${guess}` }))
            if (answer === WRONG) outcomes.guessed++
            else if (answer && REFUSED.test(answer)) outcomes.refused++
            else outcomes.other.push(String(answer))
          }
        }),
      )
      now += 10_000
    }
    console.log(
      `900 guesses from 100 addresses: ${outcomes.guessed} checked against the password, ${outcomes.refused} refused`,
    )
    expect(outcomes.other).toEqual([])
    expect(outcomes.guessed).toBe(accountLimit.limit)
    expect(outcomes.refused).toBe(900 - accountLimit.limit)

    // The owner at home is not held up, and signing in does not give the attackers a new allowance.
    expect((await home(LOGIN, { u: 'demo@example.com', p: 'demo-password' })).data?.login).toBeTruthy()
    expect(message(await clientAt(shop.backend, '127.0.1.200')(LOGIN, { u: 'demo', p: 'again' }))).toMatch(
      REFUSED,
    )
    // Other accounts, from the same addresses, are not affected.
    expect(
      (await clientAt(shop.backend, '127.0.1.5')(LOGIN, { u: 'ada', p: 'ada-password' })).data?.login,
    ).toBeTruthy()

    // On a network the account never used, the right password waits out the attack, or the reset mail lets the owner in.
    const cafe = clientAt(shop.backend, '127.0.2.2')
    expect(message(await cafe(LOGIN, { u: 'demo', p: 'demo-password' }))).toMatch(REFUSED)
    expect((await cafe(ASK_RESET, { u: 'demo' })).data).toBeTruthy()
    const mails = (await (await fetch(`${shop.backend.origin}/_outbox?to=demo@example.com`)).json()) as {
      link: string
    }[]
    const link = new URL(mails[0]!.link)
    const reset = await cafe(RESET, {
      key: link.searchParams.get('key'),
      login: link.searchParams.get('login'),
      password: 'a-new-demo-password',
    })
    expect(reset.errors).toBeUndefined()
    expect((await cafe(LOGIN, { u: 'demo', p: 'a-new-demo-password' })).data?.login).toBeTruthy()

    // The window passes: any address may try again.
    now += accountLimit.windowSeconds * 1000
    expect(message(await clientAt(shop.backend, '127.0.1.201')(LOGIN, { u: 'demo', p: 'later' }))).toBe(WRONG)
  })
})
