import { useState } from 'react'
import { useT } from '../../i18n/useT'
import { navigate } from 'vike/client/router'
import { Icon } from '../ui/Icon'
import { SearchForm } from './SearchForm'

/** Header search: always shown on wide screens, behind a toggle on phones. Searches the product listing. */
export function SearchBox() {
  const { t } = useT()
  const [open, setOpen] = useState(false)

  const search = (term: string) => {
    const query = term.trim()
    void navigate(query ? `/products?search=${encodeURIComponent(query)}` : '/products')
    setOpen(false)
  }

  return (
    <div className={`search ${open ? 'search-open' : ''}`}>
      <button
        type="button"
        className="icon-button search-toggle"
        aria-label={t('nav.search')}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <Icon name={open ? 'close' : 'search'} />
      </button>
      <SearchForm className="search-form" onSearch={search} aria-label={t('nav.search')} />
    </div>
  )
}
