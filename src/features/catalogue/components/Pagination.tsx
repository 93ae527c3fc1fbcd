import { useT } from '../../../i18n/useT'
import { listingPagePath } from '../../../routing/listing-paths'
import { Icon } from '../../../components/ui/Icon'

/** Page links of a listing; `search` keeps the query (filters, sort, search) across pages. */
export function Pagination({
  basePath,
  page,
  pageCount,
  search = '',
}: {
  basePath: string
  page: number
  pageCount: number
  search?: string
}) {
  const { t } = useT()
  if (pageCount <= 1) return null
  const href = (n: number) => listingPagePath(basePath, n) + search
  const pages = pageNumbers(page, pageCount)
  return (
    <nav className="pagination" aria-label={t('listing.pagination')}>
      {page > 1 && (
        <a href={href(page - 1)} rel="prev" aria-label={t('listing.previous')}>
          <Icon name="chevronLeft" size={18} />
        </a>
      )}
      {pages.map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className="pagination-gap">
            …
          </span>
        ) : (
          <a key={n} href={href(n)} aria-current={n === page ? 'page' : undefined}>
            {n}
          </a>
        ),
      )}
      {page < pageCount && (
        <a href={href(page + 1)} rel="next" aria-label={t('listing.next')}>
          <Icon name="chevronRight" size={18} />
        </a>
      )}
    </nav>
  )
}

/** First, last and the pages around the current one, with gaps as null. */
export function pageNumbers(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount))
  const sorted = [...wanted].sort((a, b) => a - b)
  const result: (number | null)[] = []
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) result.push(null)
    result.push(n)
  })
  return result
}
