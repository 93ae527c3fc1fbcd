import type { TermRow } from './catalogue-rows'
import { IN_LIST, inList, present, sql, type Db } from './database'

export interface TermFilter {
  taxonomies: string[]
  hideEmpty?: boolean | null
  slug?: Array<string | null> | null
  include?: Array<string | number | null> | null
  exclude?: Array<string | number | null> | null
  search?: string | null
  parent?: number | null
  orderby?: string | null
  order?: string | null
}

const TERM_ORDER: Record<string, string> = {
  COUNT: 'count',
  NAME: 'name',
  SLUG: 'slug',
  TERM_ID: 'id',
  TERM_ORDER: 'menu_order',
}

export function listTerms(db: Db, filter: TermFilter): TermRow[] {
  const parts = [`taxonomy ${IN_LIST}`]
  const params: unknown[] = [inList(filter.taxonomies)]
  if (filter.hideEmpty) parts.push('count > 0')
  if (filter.slug) {
    const slugs = present(filter.slug)
    parts.push(`slug ${IN_LIST}`)
    params.push(inList(slugs))
  }
  if (filter.include) {
    const ids = present(filter.include).map(Number)
    parts.push(`id ${IN_LIST}`)
    params.push(inList(ids))
  }
  if (present(filter.exclude).length) {
    const ids = present(filter.exclude).map(Number)
    parts.push(`id NOT ${IN_LIST}`)
    params.push(inList(ids))
  }
  if (filter.search) {
    parts.push('name LIKE ?')
    params.push(`%${filter.search}%`)
  }
  if (filter.parent != null && filter.parent !== 0) parts.push('0')
  const column = TERM_ORDER[filter.orderby ?? 'NAME'] ?? 'name'
  const direction = filter.order === 'DESC' ? 'DESC' : 'ASC'
  const text = `SELECT * FROM terms WHERE ${parts.join(' AND ')} ORDER BY ${column} ${direction}, id ${direction}`
  return sql(db, text).all(...params) as TermRow[]
}
