import type { FacetOption } from './listing-facets'
import { useT } from '../../../i18n/useT'
import { shopTerm } from '../../../i18n/shop-terms'
import { formatCount } from '../../../lib/format'

/** A group of checkboxes, one per category or attribute term, with the listing's count. */
export function FacetList({
  legend,
  kind,
  options,
  selected,
  onChange,
}: {
  legend: string
  /** Whose names the options are: categories go by slug, attribute terms by their name (i18n/shop-terms.ts). */
  kind: 'category' | 'value'
  options: FacetOption[]
  selected: string[]
  onChange: (slugs: string[]) => void
}) {
  const { t, i18n } = useT()
  if (!options.length) return null
  const toggle = (slug: string, on: boolean) =>
    onChange(on ? [...selected, slug] : selected.filter((s) => s !== slug))
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      <ul className="filter-options">
        {options.map((option) => (
          <li key={option.slug}>
            <label>
              <input
                type="checkbox"
                checked={selected.includes(option.slug)}
                onChange={(e) => toggle(option.slug, e.target.checked)}
              />
              <span>{shopTerm(t, kind, option.name, kind === 'category' ? option.slug : undefined)}</span>
              <span className="filter-count">{formatCount(option.count, i18n.language)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
