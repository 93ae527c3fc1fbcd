import { beforeEach, describe, expect, it, vi } from 'vitest'

const loadShop = vi.fn(() => Promise.resolve({}))
vi.mock('../../../src/shop-loader/load-shop', () => ({ loadShop }))

/** A window stand-in that records listeners and can fire events. */
function fakeWindow() {
  const listeners = new Map<string, Set<() => void>>()
  return {
    addEventListener: (name: string, fn: () => void) => {
      if (!listeners.has(name)) listeners.set(name, new Set())
      listeners.get(name)!.add(fn)
    },
    removeEventListener: (name: string, fn: () => void) => void listeners.get(name)?.delete(fn),
    fire: (name: string) => [...(listeners.get(name) ?? [])].forEach((fn) => fn()),
    count: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  }
}

async function scheduler() {
  vi.resetModules()
  return (await import('../../../src/shop-loader/init-scheduler')).scheduleShopInit
}

describe('store initialisation', () => {
  beforeEach(() => loadShop.mockClear())

  it.each([
    '/checkout',
    '/my-account',
    '/my-account/lost-password',
    '/order-summary/12',
    '/checkout/order-received/12',
  ])('loads at once on %s', async (path) => {
    const schedule = await scheduler()
    const win = fakeWindow()
    schedule({ urlPathname: path }, win as unknown as Window)
    expect(loadShop).toHaveBeenCalledTimes(1)
    expect(win.count()).toBe(0)
  })

  it('loads at once on a route the route table marks at-once', async () => {
    const schedule = await scheduler()
    schedule({ urlPathname: '/oauth/login/oauth2_generic' }, fakeWindow() as unknown as Window)
    expect(loadShop).toHaveBeenCalledTimes(1)
  })

  it.each([
    'mousemove',
    'mousedown',
    'mouseover',
    'keydown',
    'touchstart',
    'scroll',
    'wheel',
    'click',
    'resize',
  ])('elsewhere waits for the first user action (%s), then loads once', async (event) => {
    const schedule = await scheduler()
    const win = fakeWindow()
    schedule({ urlPathname: '/product/x' }, win as unknown as Window)
    schedule({ urlPathname: '/products' }, win as unknown as Window)
    expect(loadShop).not.toHaveBeenCalled()
    win.fire(event)
    expect(loadShop).toHaveBeenCalledTimes(1)
    win.fire('click')
    expect(loadShop).toHaveBeenCalledTimes(1)
    expect(win.count()).toBe(0)
  })

  it("tries again on the shopper's next action when the shop's code failed to download", async () => {
    const schedule = await scheduler()
    const win = fakeWindow()
    loadShop.mockImplementationOnce(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    )
    schedule({ urlPathname: '/product/x' }, win as unknown as Window)
    win.fire('click')
    expect(loadShop).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(win.count()).toBeGreaterThan(0))
    win.fire('keydown')
    expect(loadShop).toHaveBeenCalledTimes(2)
    expect(win.count()).toBe(0)
  })

  it('a navigation to /checkout before any action loads at once', async () => {
    const schedule = await scheduler()
    const win = fakeWindow()
    schedule({ urlPathname: '/' }, win as unknown as Window)
    schedule({ urlPathname: '/checkout' }, win as unknown as Window)
    expect(loadShop).toHaveBeenCalledTimes(1)
    expect(win.count()).toBe(0)
  })

  it('loads at once when the shopper tapped before the page was live (a tap the early-action script queued)', async () => {
    const schedule = await scheduler()
    const win = fakeWindow()
    vi.stubGlobal('window', { __earlyActions: { queued: {}, live: {}, acted: 1 } })
    try {
      schedule({ urlPathname: '/product/x' }, win as unknown as Window)
    } finally {
      vi.unstubAllGlobals()
    }
    expect(loadShop).toHaveBeenCalledTimes(1)
    expect(win.count()).toBe(0)
  })
})
