import type { FacetOption } from './listing-facets'

/** A group of checkboxes, one per category or attribute term, with the listing's count. */
export function FacetList({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string
  options: FacetOption[]
  selected: string[]
  onChange: (slugs: string[]) => void
}) {
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
              <span>{option.name}</span>
              <span className="filter-count">{option.count}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
