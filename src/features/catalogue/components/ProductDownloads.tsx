import type { ProductDetail } from '../../../domain/catalogue'
import { useT } from '../../../i18n/useT'

/** What a downloadable product includes; the files themselves are in the buyer's account after purchase. */
export function ProductDownloads({ product }: { product: ProductDetail }) {
  const { t } = useT()
  if (!product.downloadable || product.downloads.length === 0) return null
  return (
    <section className="product-section">
      <h2>{t('product.downloads')}</h2>
      <ul className="product-downloads">
        {product.downloads.map((download) => (
          <li key={download.name}>{download.name}</li>
        ))}
      </ul>
      <p className="hint">{t('product.downloadsAfterPurchase')}</p>
    </section>
  )
}
