import { useT } from '../../../i18n/useT'
import type { ProductDetail } from '../../../domain/catalogue'
import { shopTerm } from '../../../i18n/shop-terms'
import { localDecimal } from '../../../lib/format'

/** Attributes, dimensions and weight as a specification table. */
export function ProductSpecifications({ product }: { product: ProductDetail }) {
  const { t, i18n } = useT()
  const decimal = (text: string) => localDecimal(text, i18n.language)
  const { length, width, height } = product.dimensions
  const rows: [string, string][] = product.attributes
    .filter((a) => a.visible && a.options.length)
    .map((a) => [
      shopTerm(t, 'attribute', a.label),
      a.options.map((o) => shopTerm(t, 'value', o.label)).join(', '),
    ])
  if (length && width && height)
    rows.push([t('product.dimensions'), `${decimal(length)} × ${decimal(width)} × ${decimal(height)} cm`])
  if (product.weight) rows.push([t('product.weight'), `${decimal(product.weight)} kg`])
  if (!rows.length) return null
  return (
    <section className="product-section">
      <h2>{t('product.specifications')}</h2>
      <table className="spec-table">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
