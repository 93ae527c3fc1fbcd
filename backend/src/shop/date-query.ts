import type { DateBounds } from '../db/catalogue'
import { refuse } from './errors'
import { siteLocalDate } from './site-time'

/** WPGraphQL's DateInput: parts of a site-local date and time. */
export interface DateInput {
  year?: number | null
  month?: number | null
  day?: number | null
  hour?: number | null
  minute?: number | null
  second?: number | null
}

/** The part of WPGraphQL's DateQueryInput the shop honours. */
export interface DateQueryInput {
  after?: DateInput | null
  before?: DateInput | null
  column?: 'DATE' | 'MODIFIED' | null
  inclusive?: boolean | null
}

const RANGES: Array<[keyof DateInput, number, number]> = [
  ['year', 1, 9999],
  ['month', 1, 12],
  ['day', 1, 31],
  ['hour', 0, 23],
  ['minute', 0, 59],
  ['second', 0, 59],
]

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()
const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/**
 * WP_Date_Query::build_mysql_datetime: the parts given, the missing ones rounded down (`toMax` false: January, the
 * 1st, 00:00:00) or up (December, the month's last day, 23:59:59); a missing year is the current (site-local) year.
 */
export function dateBound(input: DateInput, toMax: boolean, nowMs: number): string {
  for (const [part, min, max] of RANGES) {
    const value = input[part]
    if (value != null && (value < min || value > max)) refuse('date-query-invalid', { part, value, min, max })
  }
  const year = input.year ?? Number(siteLocalDate(nowMs).slice(0, 4))
  const month = input.month ?? (toMax ? 12 : 1)
  const last = daysIn(year, month)
  if (input.day != null && input.day > last)
    refuse('date-query-invalid', { part: 'day', value: input.day, min: 1, max: last })
  const day = input.day ?? (toMax ? last : 1)
  const hour = input.hour ?? (toMax ? 23 : 0)
  const minute = input.minute ?? (toMax ? 59 : 0)
  const second = input.second ?? (toMax ? 59 : 0)
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`
}

/**
 * WP_Date_Query's `after` / `before`: exclusive unless `inclusive`. As WordPress does, an exclusive `after` and an
 * inclusive `before` round missing parts up (after {year: 2024} = after the end of 2024), the other two down.
 */
export function dateQueryBounds(query: DateQueryInput | null | undefined, nowMs: number): DateBounds | null {
  if (!query || (!query.after && !query.before)) return null
  const inclusive = query.inclusive === true
  const bounds: DateBounds = { column: query.column === 'MODIFIED' ? 'modified' : 'date' }
  if (query.after) bounds.after = { value: dateBound(query.after, !inclusive, nowMs), inclusive }
  if (query.before) bounds.before = { value: dateBound(query.before, inclusive, nowMs), inclusive }
  return bounds
}
