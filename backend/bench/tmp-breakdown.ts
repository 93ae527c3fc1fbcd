import { execute, parse } from 'graphql'
import { openDatabase } from '../src/db/database'
import { createSchema } from '../src/graphql/schema'
import { PRODUCT_CARDS_PAGE, PRODUCT_DETAILS_PAGE } from './catalogue-documents'
import { variationsByParent, termsByProduct, reviewsByProduct, productsByMenuOrder } from '../src/shop/catalogue-batches'
import { listProducts } from '../src/shop/catalogue'
const db = openDatabase('/tmp/bk10k')
const schema = createSchema()
const app = { db, siteUrl: 'http://x', quiet: true } as never
for (const [name, q, first] of [['details', PRODUCT_DETAILS_PAGE, 100], ['cards', PRODUCT_CARDS_PAGE, 500]] as const) {
  const doc = parse(q)
  for (let i = 0; i < 6; i++) {
    const ctx = { app, memo: new Map(), debug: [], userId: null, session: { key: 'g', tokenError: null, issue: false } }
    const t0 = performance.now()
    const r = await execute({ schema, document: doc, contextValue: ctx, variableValues: { first, after: null } })
    const t1 = performance.now()
    const s = JSON.stringify(r)
    const t2 = performance.now()
    console.log(name, 'exec', (t1 - t0).toFixed(0), 'stringify', (t2 - t1).toFixed(0), s.length, r.errors?.[0]?.message ?? '')
  }
}
const rows = listProducts(db, { status: 'publish', visibility: 'VISIBLE' }, 0, 100)
const ids = rows.map((r) => r.id)
const time = (n: string, f: () => unknown) => { const t = performance.now(); for (let i = 0; i < 5; i++) f(); console.log(n, ((performance.now() - t) / 5).toFixed(1), 'ms') }
time('list', () => listProducts(db, { status: 'publish', visibility: 'VISIBLE' }, 200, 100))
time('variations', () => variationsByParent(db, ids))
time('terms', () => termsByProduct(db, ids))
time('reviews', () => reviewsByProduct(db, ids))
const idx = rows.flatMap((r) => JSON.parse((r as { related: string }).related))
time('related', () => productsByMenuOrder(db, idx))
const rel = [...productsByMenuOrder(db, idx).values()].map((r) => r.id)
time('variations of related', () => variationsByParent(db, rel))
time('terms of related', () => termsByProduct(db, rel))
