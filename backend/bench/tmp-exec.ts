import { execute, parse } from 'graphql'
import { openDatabase } from '../src/db/database'
import { createSchema } from '../src/graphql/schema'
import { PRODUCT_CARDS_PAGE, PRODUCT_DETAILS_PAGE } from './catalogue-documents'
const db = openDatabase('/tmp/bk10k')
const schema = createSchema()
const app = { db, siteUrl: 'http://x', quiet: true } as never
for (const [name, q, first] of [['details', PRODUCT_DETAILS_PAGE, 100], ['cards', PRODUCT_CARDS_PAGE, 500]] as const) {
  const doc = parse(q)
  const times: number[] = []
  for (let i = 0; i < 15; i++) {
    const ctx = { app, memo: new Map(), debug: [], userId: null, session: { key: 'g', tokenError: null, issue: false } }
    const t0 = performance.now()
    await execute({ schema, document: doc, contextValue: ctx, variableValues: { first, after: Buffer.from(`arrayconnection:${i * first}`).toString('base64') } })
    times.push(performance.now() - t0)
  }
  console.log(name, times.map((t) => t.toFixed(0)).join(' '))
}
