import { refuse, type ShopErrorCode } from './errors'

/** At most `limit` counted attempts per key in a window of `windowSeconds` that starts with the key's first attempt. */
export interface RateRule {
  limit: number
  windowSeconds: number
}

/**
 * What is counted, per client IP, per account (login name, email or cart session), per IP and account together, or
 * per product.
 */
export interface RateLimitConfig {
  /**
   * Failed password logins, per address and per address + account as Limit Login Attempts Reloaded and Wordfence key
   * them; and per account from every address together (`perAccount`, off when absent), which stops guessing spread
   * over many addresses. That one never applies to an address the account signed in from, or reset its password
   * from, in the last KNOWN_ADDRESS_DAYS: the owner keeps signing in from home while an attack runs, and on a new
   * network the password-reset mail is the way in (it makes that address known). A fixed delay rather than an
   * e-mailed unlock alone: nothing to send, and an attack stops by itself within the window.
   */
  loginFailures: { perIp: RateRule; perIpAccount: RateRule; perAccount?: RateRule }
  /** Password-reset requests (each may send a mail), known accounts or not. */
  passwordResets: { perIp: RateRule; perAccount: RateRule }
  /** Accounts created (registerCustomer). */
  registrations: { perIp: RateRule }
  /** Coupon codes refused (unknown, expired, not applicable). */
  couponFailures: { perIp: RateRule; perAccount: RateRule }
  /**
   * Reviews written: WordPress's comment flood check (15 s between comments from one address or one author's email)
   * and a ceiling per product, so a flood from many addresses stops too.
   */
  reviews: { perIp: RateRule; perAccount: RateRule; perProduct: RateRule }
  /**
   * Orders placed awaiting a payment (a bank transfer the provider has not seen yet), which hold their stock until
   * paid or swept: per address and per cart session, so no client can hold the stocked catalogue with transfers it
   * never makes. WooCommerce has no such bound; anti-fraud plugins for it limit orders per address alike.
   */
  pendingOrders: { perIp: RateRule; perAccount: RateRule }
  /** Keys each counter keeps at most; beyond that expired keys go first, then the oldest. */
  maxKeys: number
}

const minutes = (n: number) => n * 60

/**
 * Generous enough that no shopper (nor the test suites, which sign in and apply coupons many times from one address)
 * reaches them, tight enough that guessing passwords or coupons and sending mail in bulk stop within seconds.
 */
export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  loginFailures: {
    perIp: { limit: 50, windowSeconds: minutes(15) },
    perIpAccount: { limit: 10, windowSeconds: minutes(15) },
    perAccount: { limit: 20, windowSeconds: minutes(15) },
  },
  passwordResets: {
    perIp: { limit: 20, windowSeconds: minutes(60) },
    perAccount: { limit: 5, windowSeconds: minutes(60) },
  },
  registrations: { perIp: { limit: 50, windowSeconds: minutes(60) } },
  couponFailures: {
    perIp: { limit: 50, windowSeconds: minutes(15) },
    perAccount: { limit: 20, windowSeconds: minutes(15) },
  },
  pendingOrders: {
    perIp: { limit: 10, windowSeconds: minutes(60) },
    perAccount: { limit: 3, windowSeconds: minutes(60) },
  },
  reviews: {
    perIp: { limit: 1, windowSeconds: 15 },
    perAccount: { limit: 1, windowSeconds: 15 },
    perProduct: { limit: 20, windowSeconds: minutes(60) },
  },
  maxKeys: 50_000,
}

/** How long an address an account signed in from stays exempt from the account's own login limit. */
export const KNOWN_ADDRESS_DAYS = 30

export type Clock = () => number /* milliseconds */

/** Fixed-window counters in memory, never more than `maxKeys` of them. */
export class RateCounter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>()

  constructor(
    private readonly rule: RateRule,
    private readonly maxKeys: number,
    private readonly now: Clock,
  ) {}

  /** Milliseconds until `key` may try again, or 0 when it may now. */
  retryAfter(key: string): number {
    const entry = this.entries.get(key)
    if (!entry) return 0
    const now = this.now()
    if (now >= entry.resetAt) {
      this.entries.delete(key)
      return 0
    }
    return entry.count >= this.rule.limit ? entry.resetAt - now : 0
  }

  count(key: string): void {
    const now = this.now()
    const entry = this.entries.get(key)
    if (entry && now < entry.resetAt) {
      entry.count++
      return
    }
    this.entries.delete(key)
    if (this.entries.size >= this.maxKeys) this.evict(now)
    this.entries.set(key, { count: 1, resetAt: now + this.rule.windowSeconds * 1000 })
  }

  /** Takes back one attempt counted before its outcome was known. */
  uncount(key: string): void {
    const entry = this.entries.get(key)
    if (entry && entry.count > 0) entry.count--
  }

  clear(key: string): void {
    this.entries.delete(key)
  }

  get size(): number {
    return this.entries.size
  }

  /**
   * Keys enter the Map as their window starts and every window is as long, so the Map is in expiry order: drop from
   * the front what has expired, and if nothing has, the oldest. Constant work per new key, however full.
   */
  private evict(now: number): void {
    for (const [key, entry] of this.entries) {
      if (now < entry.resetAt && this.entries.size < this.maxKeys) return
      this.entries.delete(key)
      if (now < entry.resetAt) return
    }
  }
}

type Action =
  'loginFailures' | 'passwordResets' | 'registrations' | 'couponFailures' | 'pendingOrders' | 'reviews'

const REFUSALS: Record<Action, ShopErrorCode> = {
  loginFailures: 'too-many-logins',
  passwordResets: 'too-many-password-resets',
  registrations: 'too-many-registrations',
  couponFailures: 'too-many-coupon-attempts',
  pendingOrders: 'too-many-pending-orders',
  reviews: 'review-flood',
}

export interface RateLimits {
  /** Refuses with the action's message while the IP, the account (alone or from this IP) or the product is over. */
  check(action: Action, ip: string, account?: string | null, product?: number | null): void
  /** Counts one attempt against each of the action's scopes: IP, account, IP + account, product. */
  count(action: Action, ip: string, account?: string | null, product?: number | null): void
  /**
   * A successful login: forgets the failures from this address and makes the address one of the account's own. The
   * account's count from all addresses stays, or the owner signing in would hand an attacker a fresh allowance.
   */
  loginSucceeded(ip: string, account: string): void
  /** The owner proved the mailbox from this address (a password reset): it is one of the account's own. */
  rememberOwnerAddress(ip: string, account: string): void
  /**
   * Runs an attempt that counts only when it fails: it is counted before it runs (so parallel attempts cannot all
   * slip under the limit) and taken back when it succeeds or fails for a reason `counts` does not count.
   */
  attempt<T>(
    action: Action,
    ip: string,
    account: string | null,
    run: () => Promise<T>,
    counts: (error: unknown) => boolean,
  ): Promise<T>
}

const accountKey = (account: string) => account.trim().toLowerCase()

export function createRateLimits(
  config: Partial<RateLimitConfig> = {},
  now: Clock = Date.now,
): RateLimits & { counters: Record<string, RateCounter> } {
  const rules = { ...DEFAULT_RATE_LIMITS, ...config }
  const counters: Record<string, RateCounter> = {}
  for (const action of Object.keys(REFUSALS) as Action[])
    for (const [scope, rule] of Object.entries(rules[action]))
      counters[`${action}.${scope}`] = new RateCounter(rule as RateRule, rules.maxKeys, now)
  // An account's own addresses: a one-attempt counter whose window is KNOWN_ADDRESS_DAYS, keyed by address + account.
  const ownAddresses = new RateCounter(
    { limit: 1, windowSeconds: KNOWN_ADDRESS_DAYS * 24 * 3600 },
    rules.maxKeys,
    now,
  )
  const ownKey = (ip: string, account: string) => `${ip} ${accountKey(account)}`
  const isOwnAddress = (ip: string, account: string) => ownAddresses.retryAfter(ownKey(ip, account)) > 0
  const scoped = (action: Action, ip: string, account?: string | null, product?: number | null) =>
    [
      [counters[`${action}.perIp`], ip],
      [counters[`${action}.perAccount`], account ? accountKey(account) : null],
      [counters[`${action}.perIpAccount`], account ? `${ip} ${accountKey(account)}` : null],
      [counters[`${action}.perProduct`], product != null ? String(product) : null],
    ].filter((pair): pair is [RateCounter, string] => !!pair[0] && pair[1] !== null)
  const rememberOwnerAddress = (ip: string, account: string) => {
    ownAddresses.clear(ownKey(ip, account))
    ownAddresses.count(ownKey(ip, account))
  }
  return {
    counters,
    check(action, ip, account, product) {
      const applies = ([counter]: [RateCounter, string]) =>
        !(
          action === 'loginFailures' &&
          counter === counters['loginFailures.perAccount'] &&
          isOwnAddress(ip, account!)
        )
      const wait = Math.max(
        0,
        ...scoped(action, ip, account, product)
          .filter(applies)
          .map(([counter, key]) => counter.retryAfter(key)),
      )
      if (wait > 0) refuse(REFUSALS[action] as 'too-many-logins', { minutes: Math.ceil(wait / 60_000) })
    },
    count(action, ip, account, product) {
      for (const [counter, key] of scoped(action, ip, account, product)) counter.count(key)
    },
    loginSucceeded(ip, account) {
      counters['loginFailures.perIpAccount']?.clear(ownKey(ip, account))
      rememberOwnerAddress(ip, account)
    },
    rememberOwnerAddress,
    async attempt(action, ip, account, run, counts) {
      this.check(action, ip, account)
      this.count(action, ip, account)
      const takeBack = () => scoped(action, ip, account).forEach(([counter, key]) => counter.uncount(key))
      try {
        const result = await run()
        takeBack()
        return result
      } catch (error) {
        if (!counts(error)) takeBack()
        throw error
      }
    },
  }
}
