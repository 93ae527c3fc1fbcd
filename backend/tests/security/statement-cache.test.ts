// Issue 25, point 2: one SQL statement per query shape whatever a list's length, and a bounded statement cache.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { listProducts } from '../../src/db/catalogue'
import { STATEMENT_CACHE_SIZE, cachedStatementCount, openDatabase, sql, type Db } from '../../src/db/database'
import { listTerms } from '../../src/db/terms'

const LENGTHS = 1_000
const ids = (length: number) => Array.from({ length }, (_, k) => k + 1)

describe('the statement cache', () => {
  let dataDir: string
  let db: Db
  // A fresh database (and cache) for each test: a full cache would hide new statements.
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'statement-cache-'))
    db = openDatabase(dataDir)
  })
  afterEach(() => {
    db.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('compiles one statement per product listing shape, whatever the lengths of its lists', () => {
    listProducts(db, { include: [1] }, 0, 10)
    const shapes = cachedStatementCount(db)
    for (let length = 1; length <= LENGTHS; length++) {
      listProducts(db, { include: ids(length) }, 0, 10)
      listProducts(db, { exclude: ids(length) }, 0, 10)
      listProducts(db, { slugIn: ids(length).map((k) => `p${k}`) }, 0, 10)
      listProducts(db, { categoryIdIn: ids(length), typeIn: ['SIMPLE'], rating: ids(length) }, 0, 10)
      listProducts(db, { orderby: ids(length).map(() => ({ field: 'PRICE', order: 'ASC' })) }, 0, 10)
    }
    // include, exclude, slugIn, the category/type/rating combination, orderby: one new shape each.
    expect(cachedStatementCount(db) - shapes).toBeLessThanOrEqual(5)
  })

  it('compiles one statement per term listing shape, whatever the lengths of its lists', () => {
    listTerms(db, { taxonomies: ['product_cat'], slug: ['a'], include: [1], exclude: [2] })
    const shapes = cachedStatementCount(db)
    for (let length = 1; length <= LENGTHS; length++)
      listTerms(db, {
        taxonomies: ids(length).map(() => 'product_cat'),
        slug: ids(length).map(String),
        include: ids(length),
        exclude: ids(length),
      })
    expect(cachedStatementCount(db)).toBe(shapes)
  })

  it(`keeps at most ${STATEMENT_CACHE_SIZE} statements, the ones used last`, () => {
    for (let n = 0; n < STATEMENT_CACHE_SIZE * 3; n++) sql(db, `SELECT ${n} AS n`).get()
    expect(cachedStatementCount(db)).toBe(STATEMENT_CACHE_SIZE)
    const recent = sql(db, `SELECT ${STATEMENT_CACHE_SIZE * 3 - 1} AS n`)
    expect(sql(db, `SELECT ${STATEMENT_CACHE_SIZE * 3 - 1} AS n`)).toBe(recent)
    expect((sql(db, 'SELECT 0 AS n').get() as { n: number }).n).toBe(0)
  })
})
