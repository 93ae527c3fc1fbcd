import { useT } from '../../../i18n/useT'
import type { ProductDetail } from '../../../domain/catalogue'
import { formatDate } from '../../../lib/format'
import { Rating } from '../../../components/product/Rating'
import { ReviewForm } from '../product/ReviewForm'

export function ProductReviews({ product }: { product: ProductDetail }) {
  const { t } = useT()
  return (
    <section className="product-section" id="reviews">
      <h2>{t('product.reviews', { count: product.reviewCount })}</h2>
      {product.reviews.length === 0 ? (
        <p>{t('product.noReviews')}</p>
      ) : (
        <ul className="reviews">
          {product.reviews.map((review) => (
            <li key={review.id} className="review">
              <div className="review-head">
                <strong>{review.author}</strong>
                <Rating value={review.rating} />
                <time dateTime={review.date}>{formatDate(review.date)}</time>
              </div>
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: review.content }} />
            </li>
          ))}
        </ul>
      )}
      <ReviewForm product={product} />
    </section>
  )
}
