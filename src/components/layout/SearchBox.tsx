import { useState, type FormEvent } from 'react'
import { useT } from '../../i18n/useT'
import { navigate } from 'vike/client/router'
import { Icon } from '../ui/Icon'

/** Header search: always shown on wide screens, behind a toggle on phones. Searches the product listing. */
export function SearchBox() {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  const [term, setTerm] = useState('')

  const submit = (event: FormEvent) => {
    event.preventDefault()
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
      <form role="search" className="search-form" onSubmit={submit}>
        <input
          type="search"
          name="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder={t('nav.searchPlaceholder')}
          aria-label={t('nav.search')}
        />
      </form>
    </div>
  )
}
