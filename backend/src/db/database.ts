import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { migrate } from './migrations'

export type Db = Database.Database

/** Opens (creating if needed) the shop database in `dataDir` and brings its schema up to date. */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true })
  const db = new Database(path.join(dataDir, 'shop.sqlite'))
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('busy_timeout = 5000')
  migrate(db)
  return db
}

export function getMeta(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined
  return row?.value
}

export function setMeta(db: Db, key: string, value: string): void {
  db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(key, value)
}

const statementCache = new WeakMap<Db, Map<string, Database.Statement>>()

/** A prepared statement, compiled once per database and reused. */
export function sql(db: Db, text: string): Database.Statement {
  let cache = statementCache.get(db)
  if (!cache) statementCache.set(db, (cache = new Map()))
  let statement = cache.get(text)
  if (!statement) cache.set(text, (statement = db.prepare(text)))
  return statement
}

/** Runs `work` in one SQLite transaction (nested calls join the outer one) and returns its result. */
export function transaction<T>(db: Db, work: () => T): T {
  return db.transaction(work)()
}

/** The non-null entries of a GraphQL list argument. */
export const present = <T>(list: Array<T | null> | null | undefined): T[] =>
  (list ?? []).filter((v): v is T => v != null)
/** `?, ?, …` for an `IN (…)` of `n` values. */
export const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ')
