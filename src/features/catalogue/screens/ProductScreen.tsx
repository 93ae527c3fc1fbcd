import '../catalogue.css'
import { useT } from '../../../i18n/useT'
import { storeSettings } from '../../../config/store-settings'
import type { ProductPayload } from '../../../domain/payloads'
import { Breadcrumb } from '../components/Breadcrumb'
import { Price } from '../components/Price'
import { ProductGallery } from '../components/ProductGallery'
import { ProductGrid } from '../components/ProductGrid'
import { ProductReviews } from '../components/ProductReviews'
import { ProductSpecifications } from '../components/ProductSpecifications'
import { Rating } from '../components/Rating'
import { SaleBadge } from '../components/SaleBadge'
import { StockStatus } from '../components/StockStatus'

export function ProductScreen({ payload }: { payload: ProductPayload }) {
  const { t } = useT()
  const { product } = payload
  return (
    <div className="container product">
      {storeSettings.showBreadcrumbOnSingleProduct && <Breadcrumb product={product} />}
      <div className="product-top">
        <ProductGallery product={product} />
        <div className="product-summary">
          <h1 className="product-name">{product.name}</h1>
          <div className="product-meta-row">
            {product.reviewCount > 0 && <Rating value={product.averageRating} count={product.reviewCount} />}
            <StockStatus status={product.stockStatus} />
            {product.madeToOrder && <span className="flag flag-mto">{t('product.madeToOrder')}</span>}
          </div>
          <div className="product-price-row">
            <Price prices={product.prices} onSale={product.onSale} className="price-large" />
            <SaleBadge prices={product.prices} onSale={product.onSale} />
          </div>
          {product.shortDescription && (
            <div
              className="product-short rich-text"
              dangerouslySetInnerHTML={{ __html: product.shortDescription }}
            />
          )}
          {product.type === 'EXTERNAL' && product.externalUrl && (
            <a
              className="button button-primary"
              href={product.externalUrl}
              rel="noopener noreferrer"
              target="_blank"
            >
              {product.buttonText || t('product.buyNow')}
            </a>
          )}
          <dl className="product-facts">
            {storeSettings.showSKU && product.sku && (
              <>
                <dt>{t('product.sku')}</dt>
                <dd>{product.sku}</dd>
              </>
            )}
            {storeSettings.showProductCategoriesOnSingleProduct && product.categoryRefs.length > 0 && (
              <>
                <dt>{t('product.categories')}</dt>
                <dd>
                  {product.categoryRefs.map((c, i) => (
                    <span key={c.slug}>
                      {i > 0 && ', '}
                      <a href={`/product-category/${c.slug}`}>{c.name}</a>
                    </span>
                  ))}
                </dd>
              </>
            )}
            {product.color && (
              <>
                <dt>{t('product.color')}</dt>
                <dd>{product.color}</dd>
              </>
            )}
          </dl>
        </div>
      </div>
      <section className="product-section">
        <h2>{t('product.description')}</h2>
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.description }} />
      </section>
      <ProductSpecifications product={product} />
      {storeSettings.showReviews && <ProductReviews product={product} />}
      {storeSettings.showRelatedProducts && product.related.length > 0 && (
        <section className="product-section">
          <h2>{t('product.related')}</h2>
          <ProductGrid products={product.related} prioritiseFirst={false} />
        </section>
      )}
    </div>
  )
}
