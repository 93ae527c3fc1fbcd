import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  clientOnlyDocuments,
  isShellRoute,
  loadsStoreAtOnce,
  ROUTES,
  routeOf,
} from '../../src/routing/route-table'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** A path of the route: each `@param` filled in. */
const sample = (pattern: string) => pattern.replace(/@\w+/g, (name) => (name === '@page' ? '2' : 'x1'))

type VikeRoute = string | ((context: { urlPathname: string }) => unknown)

async function vikeRouteOf(page: string): Promise<VikeRoute> {
  const file = path.join(root, 'pages', page, '+route.ts')
  if (!existsSync(file)) return page === 'index' ? '/' : `/${page}` // Vike's filesystem routing
  return ((await import(file)) as { default: VikeRoute }).default
}

function vikeMatches(route: VikeRoute, urlPathname: string): boolean {
  if (typeof route === 'function') return !!route({ urlPathname })
  const pattern = new RegExp(`^${route.replace(/@\w+/g, '[^/]+')}/?$`)
  return pattern.test(urlPathname)
}

function pageFolders(dir = path.join(root, 'pages')): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry)
    if (!statSync(full).isDirectory()) return []
    const own = existsSync(path.join(full, '+Page.tsx'))
      ? [path.relative(path.join(root, 'pages'), full)]
      : []
    return [...own, ...pageFolders(full)]
  })
}

describe('the route table', () => {
  it("agrees with the Vike routes: each route's sample path is routed to its page, and to no other", async () => {
    const vike = new Map<string, VikeRoute>()
    for (const page of pageFolders()) vike.set(page, await vikeRouteOf(page))
    for (const route of ROUTES) {
      const urlPathname = sample(route.pattern)
      expect(routeOf(urlPathname), urlPathname).toBe(route)
      const routedTo = [...vike].filter(([, r]) => vikeMatches(r, urlPathname)).map(([page]) => page)
      expect(routedTo, urlPathname).toEqual([route.page])
    }
  })

  it('covers every page but the error page and the shell', () => {
    const pages = new Set(ROUTES.map((route) => route.page))
    expect(pageFolders().filter((page) => !pages.has(page))).toEqual(['_error', 'shell'])
  })

  it('loads the shop at once on the shopper’s own screens only', () => {
    for (const path of ['/checkout', '/my-account', '/order-summary/7', '/checkout/order-received/7'])
      expect(loadsStoreAtOnce(path), path).toBe(true)
    for (const path of ['/', '/products', '/product/x', '/wishlist', '/no-such-page'])
      expect(loadsStoreAtOnce(path), path).toBe(false)
  })

  it('gives the shell only to routes the client can render without a file', () => {
    expect(isShellRoute('/product/new-one')).toBe(true)
    expect(isShellRoute('/oauth/login/x')).toBe(true)
    expect(isShellRoute('/checkout')).toBe(false)
    expect(isShellRoute('/no-such-page')).toBe(false)
  })

  it('names the fixed client-only documents the prerender writes', () => {
    expect(clientOnlyDocuments()).toEqual([
      '/wishlist',
      '/checkout',
      '/my-account',
      '/my-account/lost-password',
      '/order-summary',
    ])
  })

  it("is the README's route table, row for row", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
    const lines = readme.slice(readme.indexOf('| route | page |')).split('\n').slice(2)
    const rows = lines
      .slice(
        0,
        lines.findIndex((line) => !line.startsWith('|')),
      )
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim().replace(/`/g, '')),
      )
    expect(rows).toEqual(
      ROUTES.map((route) => [route.pattern, route.page, route.rendering, route.store, route.withoutFile]),
    )
  })
})
