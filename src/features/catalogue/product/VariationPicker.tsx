import type { ProductDetail } from '../../../domain/catalogue'
import { useT } from '../../../i18n/useT'
import { attributeKey, isOptionPossible, variationAttributes, type Selection } from './variation-match'
import { isOptionInStock, prerenderedStock, type StockOf } from './variation-stock'
import { shopTerm } from '../../../i18n/shop-terms'

const SWATCHES: Record<string, string> = {
  black: '#111827',
  white: '#f8fafc',
  silver: '#c0c4cc',
  'space-grey': '#4b5563',
  'midnight-blue': '#1e3a8a',
  'forest-green': '#166534',
  red: '#b91c1c',
  gold: '#ca8a04',
}

/**
 * One row of options per variation attribute; options that lead to no variation are disabled, options whose
 * variations are all out of stock stay choosable but are marked (struck through, and "Out of stock" in their name).
 */
export function VariationPicker({
  product,
  selection,
  onChoose,
  stockOf = prerenderedStock,
}: {
  product: ProductDetail
  selection: Selection
  onChoose: (name: string, value: string) => void
  stockOf?: StockOf
}) {
  const { t } = useT()
  return (
    <div className="variation-picker">
      {variationAttributes(product).map((attribute) => {
        const isColour = attributeKey(attribute.name) === 'color' || attribute.name === 'pa_colour'
        const chosen = attribute.options.find((o) => o.value === selection[attribute.name])
        return (
          <fieldset key={attribute.name} className="variation-attribute">
            <legend>
              {shopTerm(t, 'attribute', attribute.label)}:{' '}
              <strong>{chosen ? shopTerm(t, 'value', chosen.label) : t('product.choose')}</strong>
            </legend>
            <div className="variation-options">
              {attribute.options.map((option) => {
                const label = shopTerm(t, 'value', option.label)
                const possible = isOptionPossible(product, selection, attribute.name, option.value)
                const active = selection[attribute.name] === option.value
                const soldOut =
                  possible && !isOptionInStock(product, selection, attribute.name, option.value, stockOf)
                const classes = ['variation-option', isColour && 'is-swatch', soldOut && 'is-out-of-stock']
                return (
                  <button
                    key={option.value}
                    type="button"
                    className={classes.filter(Boolean).join(' ')}
                    aria-pressed={active}
                    disabled={!possible}
                    title={
                      !possible
                        ? t('product.unavailableCombination')
                        : soldOut
                          ? `${label} (${t('stock.OUT_OF_STOCK')})`
                          : label
                    }
                    data-testid={`option-${attribute.name}-${option.value}`}
                    onClick={() => onChoose(attribute.name, option.value)}
                  >
                    {isColour && (
                      <span
                        className="swatch"
                        style={{ background: SWATCHES[option.value] ?? '#e2e8f0' }}
                        aria-hidden="true"
                      />
                    )}
                    {label}
                    {soldOut && <span className="visually-hidden"> ({t('stock.OUT_OF_STOCK')})</span>}
                  </button>
                )
              })}
            </div>
          </fieldset>
        )
      })}
    </div>
  )
}
