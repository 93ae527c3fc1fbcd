import type { InputHTMLAttributes, ReactNode } from 'react'
import { useT } from '../../i18n/useT'

/**
 * A product search (role=search) around its search field (the `field` attributes; uncontrolled unless they give
 * `value`) and `children`; submitting gives `onSearch` the field's term.
 */
export function SearchForm({
  className,
  onSearch,
  children,
  ...field
}: {
  className: string
  onSearch: (term: string) => void
  children?: ReactNode
} & InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useT()
  return (
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(String(new FormData(event.currentTarget).get('search')))
      }}
    >
      <input {...field} type="search" name="search" placeholder={t('nav.searchPlaceholder')} />
      {children}
    </form>
  )
}
