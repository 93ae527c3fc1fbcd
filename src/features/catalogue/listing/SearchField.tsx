import { useState, type FormEvent } from 'react'
import { useT } from '../../../i18n/useT'
import { Icon } from '../../../components/ui/Icon'

/** The listing's search term, editable; applied on submit, cleared with its button. */
export function SearchField({ value, onChange }: { value: string; onChange: (term: string) => void }) {
  const { t } = useT()
  const [term, setTerm] = useState(value)
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setTerm(value)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (term.trim() !== value) onChange(term)
  }
  return (
    <form role="search" className="listing-search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="listing-search">
        {t('filters.search')}
      </label>
      <input
        id="listing-search"
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder={t('nav.searchPlaceholder')}
      />
      {value && (
        <button
          type="button"
          className="icon-button"
          aria-label={t('filters.clearSearch')}
          onClick={() => onChange('')}
        >
          <Icon name="close" size={18} />
        </button>
      )}
      <button type="submit" className="icon-button" aria-label={t('filters.search')}>
        <Icon name="search" size={18} />
      </button>
    </form>
  )
}
