import Database from 'better-sqlite3'
import { accessSync, constants, mkdirSync } from 'node:fs'
import path from 'node:path'
import { DataDirError } from './data-dir-error'
import { migrate } from './migrations'

export type Db = Database.Database

/**
 * Opens (creating if needed) the shop database in `dataDir` and brings its schema up to date. A folder that cannot
 * hold it is a DataDirError; a failing migration is not (that is the backend's fault, not the setting's).
 */
export function openDatabase(dataDir: string): Db {
  let db: Db
  try {
    mkdirSync(dataDir, { recursive: true })
    accessSync(dataDir, constants.W_OK)
    db = new Database(path.join(dataDir, 'shop.sqlite'))
    // The first write: a read-only folder or file fails here rather than in the middle of a migration.
    db.pragma('journal_mode = WAL')
  } catch (error) {
    throw new DataDirError(dataDir, error)
  }
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

/**
 * Prepared statements kept per database. The catalogue's filters combine into many shapes, so the cache is an LRU of
 * fixed size (a Map in insertion order, re-inserted on use: a dependency for six lines would be more than it saves);
 * an evicted statement is finalized by better-sqlite3 when it is garbage-collected.
 */
export const STATEMENT_CACHE_SIZE = 256
const statementCache = new WeakMap<Db, Map<string, Database.Statement>>()

/** A prepared statement, compiled once per database and reused while it is among the STATEMENT_CACHE_SIZE last used. */
export function sql(db: Db, text: string): Database.Statement {
  let cache = statementCache.get(db)
  if (!cache) statementCache.set(db, (cache = new Map()))
  let statement = cache.get(text)
  if (statement) {
    cache.delete(text)
  } else {
    statement = db.prepare(text)
    if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!)
  }
  cache.set(text, statement)
  return statement
}

/** How many statements `sql()` holds for `db` (never more than STATEMENT_CACHE_SIZE). */
export function cachedStatementCount(db: Db): number {
  return statementCache.get(db)?.size ?? 0
}

/** Runs `work` in one SQLite transaction (nested calls join the outer one) and returns its result. */
export function transaction<T>(db: Db, work: () => T): T {
  return db.transaction(work)()
}

/** The non-null entries of a GraphQL list argument. */
export const present = <T>(list: Array<T | null> | null | undefined): T[] =>
  (list ?? []).filter((v): v is T => v != null)
/**
 * `IN (…)` over a list passed as one JSON parameter (`inList(values)`): one statement whatever the list's length.
 * A `?, ?, …` per value compiled a new statement, and kept its native memory, for every length a client sent.
 */
export const IN_LIST = 'IN (SELECT value FROM json_each(?))'
export const inList = (values: unknown[]) => JSON.stringify(values)
