import type { ReactNode } from 'react'
import type { ActionResult } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { useLoadOnce } from './useLoadOnce'

export interface LoadedTableProps<T> {
  /** The tab's load (sent once when the tab opens). */
  load: () => Promise<ActionResult>
  /** What the cache holds once loaded (null before). */
  items: T[] | null
  /** The test id prefix: `{name}-error`, `{name}-empty`, `{name}-list`. */
  name: string
  errorText: string
  emptyText: string
  /** Column headings; the last may be visually hidden (an action column). */
  head: ReactNode
  row: (item: T) => ReactNode
}

/** An account tab's table: its loading line, its failure message, its empty state, or its rows. */
export function LoadedTable<T>({ load, items, name, errorText, emptyText, head, row }: LoadedTableProps<T>) {
  const { t } = useT()
  const outcome = useLoadOnce(load)
  if (outcome && !outcome.success)
    return (
      <p className="form-error" role="alert" data-testid={`${name}-error`}>
        {errorText}
      </p>
    )
  if (!outcome || !items) return <p aria-busy="true">{t('account.loading')}</p>
  if (!items.length) return <p data-testid={`${name}-empty`}>{emptyText}</p>
  return (
    <table className="account-table" data-testid={`${name}-list`}>
      <thead>
        <tr>{head}</tr>
      </thead>
      <tbody>{items.map(row)}</tbody>
    </table>
  )
}
