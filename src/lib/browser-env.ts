/**
 * The browser APIs the shop layer touches, behind one interface so that tests pass fakes:
 * cookies, localStorage, the location and client navigation.
 */
export interface CookieJar {
  get(name: string): string | null
  /** A session cookie unless `maxAgeSeconds` is given; `SameSite=Lax`, `Secure` on https. */
  set(name: string, value: string, maxAgeSeconds?: number): void
  remove(name: string): void
  /** Expires every cookie the page can see (path `/`, this host and its parent domain). */
  clearAll(): void
}

export interface KeyValueStorage {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
  clear(): void
}

export interface ShopEnv {
  cookies: CookieJar
  storage: KeyValueStorage
  location: { pathname(): string; search(): string; reload(): void }
  /** Client-side navigation to a same-origin path; settles once the new page is shown (where the router says so). */
  navigate(path: string): Promise<void> | void
}

function cookieAttributes(): string {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : ''
  return `; Path=/; SameSite=Lax${secure}`
}

export function browserCookies(doc: Document = document): CookieJar {
  const expire = (name: string) => {
    const past = '=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/'
    doc.cookie = `${name}${past}`
    const host = doc.location?.hostname ?? ''
    const parts = host.split('.')
    for (let i = 0; i < parts.length - 1; i++)
      doc.cookie = `${name}${past}; Domain=${parts.slice(i).join('.')}`
  }
  return {
    get(name) {
      for (const part of doc.cookie.split(';')) {
        const [key, ...rest] = part.trim().split('=')
        if (key !== name) continue
        try {
          return decodeURIComponent(rest.join('='))
        } catch {
          // Not something we wrote (bad %-encoding): treated as absent, and dropped so it cannot stick.
          expire(name)
          return null
        }
      }
      return null
    },
    set(name, value, maxAgeSeconds) {
      const age = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`
      doc.cookie = `${name}=${encodeURIComponent(value)}${age}${cookieAttributes()}`
    },
    remove: expire,
    clearAll() {
      for (const part of doc.cookie.split(';')) {
        const name = part.split('=')[0]?.trim()
        if (name) expire(name)
      }
    },
  }
}

export function browserStorage(): KeyValueStorage {
  const store = (): Storage | null => {
    try {
      return window.localStorage
    } catch {
      return null
    }
  }
  return {
    get: (key) => {
      try {
        return store()?.getItem(key) ?? null
      } catch {
        return null
      }
    },
    set: (key, value) => store()?.setItem(key, value),
    remove: (key) => store()?.removeItem(key),
    clear: () => store()?.clear(),
  }
}

export function browserEnv(navigate: (path: string) => Promise<void> | void): ShopEnv {
  return {
    cookies: browserCookies(),
    storage: browserStorage(),
    location: {
      pathname: () => window.location.pathname,
      search: () => window.location.search,
      reload: () => window.location.reload(),
    },
    navigate,
  }
}

/** `?debug` in the URL: GraphQL errors are printed to the console. */
export function isDebug(env: ShopEnv): boolean {
  return new URLSearchParams(env.location.search()).has('debug')
}
