import '../catalogue-styles'
import { Rating } from '../../../components/product/Rating'
import { storeSettings } from '../../../config/store-settings'
import type { ProductPayload } from '../../../domain/payloads'
import { useT } from '../../../i18n/useT'
import { Breadcrumb } from '../components/Breadcrumb'
import { CatalogueGrid } from '../components/CatalogueGrid'
import { ProductDownloads } from '../components/ProductDownloads'
import { ProductFacts } from '../components/ProductFacts'
import { ProductGallery } from '../components/ProductGallery'
import { ProductReviews } from '../components/ProductReviews'
import { ProductSpecifications } from '../components/ProductSpecifications'
import { ProductPurchase } from '../product/ProductPurchase'
import { useLiveStock } from '../product/useLiveStock'
import { useVariationSelection } from '../product/useVariationSelection'
import { useProductReviews } from '../reviews/useProductReviews'

export function ProductScreen({ payload }: { payload: ProductPayload }) {
  const { t } = useT()
  const { product } = payload
  const { selection, variation, choose } = useVariationSelection(product)
  const liveStock = useLiveStock(product.slug)
  const reviews = useProductReviews(product)
  return (
    <div className="container product">
      {storeSettings.showBreadcrumbOnSingleProduct && <Breadcrumb product={product} />}
      <div className="product-top">
        <ProductGallery product={product} activeImage={variation?.image} />
        <div className="product-summary">
          <h1 className="product-name">{product.name}</h1>
          {/* Only when it has something: an empty row would add a second gap under the name. */}
          {(reviews.count > 0 || product.madeToOrder || product.onSale) && (
            <div className="product-meta-row">
              {reviews.count > 0 && (
                <a href="#reviews" className="product-rating-link">
                  <Rating value={reviews.averageRating} count={reviews.count} />
                </a>
              )}
              {product.madeToOrder && <span className="flag flag-mto">{t('product.madeToOrder')}</span>}
              {product.onSale && <span className="flag flag-sale">{t('product.onSale')}</span>}
            </div>
          )}
          {product.shortDescription && (
            <div
              className="product-short rich-text"
              dangerouslySetInnerHTML={{ __html: product.shortDescription }}
            />
          )}
          <ProductPurchase
            product={product}
            selection={selection}
            variation={variation}
            onChoose={choose}
            liveStock={liveStock}
          />
          <ProductFacts product={product} variation={variation} />
        </div>
      </div>
      <section className="product-section">
        <h2>{t('product.description')}</h2>
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.description }} />
      </section>
      <ProductSpecifications product={product} />
      <ProductDownloads product={product} />
      {storeSettings.showReviews && <ProductReviews product={product} view={reviews} />}
      {storeSettings.showRelatedProducts && product.related.length > 0 && (
        <section className="product-section">
          <h2>{t('product.related')}</h2>
          <CatalogueGrid products={product.related} prioritiseFirst={false} />
        </section>
      )}
    </div>
  )
}
