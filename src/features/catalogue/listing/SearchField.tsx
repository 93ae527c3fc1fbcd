import { useState } from 'react'
import { useT } from '../../../i18n/useT'
import { Icon } from '../../../components/ui/Icon'
import { SearchForm } from '../../../components/layout/SearchForm'

/** The listing's search term, editable; applied on submit, cleared with its button. */
export function SearchField({ value, onChange }: { value: string; onChange: (term: string) => void }) {
  const { t } = useT()
  const [term, setTerm] = useState(value)
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setTerm(value)
  }
  return (
    <SearchForm
      className="listing-search"
      onSearch={(typed) => typed.trim() !== value && onChange(typed)}
      id="listing-search"
      value={term}
      onChange={(e) => setTerm(e.target.value)}
      aria-label={t('filters.search')}
    >
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
    </SearchForm>
  )
}
