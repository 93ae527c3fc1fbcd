import { useT } from '../../../i18n/useT'
import type { ProductDetail, Review } from '../../../domain/catalogue'
import { longDate } from '../../../lib/format'
import { Rating } from '../../../components/product/Rating'
import type { PendingReview } from '../reviews/pending-reviews'
import type { ProductReviewsView } from '../reviews/useProductReviews'
import { WriteReview } from './WriteReview'

function PublishedReview({ review }: { review: Review }) {
  const { t } = useT()
  return (
    <li className="review">
      <div className="review-head">
        <strong>{review.author}</strong>
        <Rating value={review.rating} />
        <time dateTime={review.date}>{longDate(t, review.date)}</time>
      </div>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: review.content }} />
    </li>
  )
}

/** The shopper's own held review, as WooCommerce shows it to its author: marked, not counted. */
function HeldReview({ review }: { review: PendingReview }) {
  const { t } = useT()
  return (
    <li className="review review-held" data-testid="review-held">
      <div className="review-head">
        <strong>{review.author}</strong>
        <Rating value={review.rating} />
        <time dateTime={review.date}>{longDate(t, review.date)}</time>
      </div>
      <p className="review-awaiting">
        <em>{t('review.heldNote')}</em>
      </p>
      <p className="review-text">{review.content}</p>
    </li>
  )
}

export function ProductReviews({ product, view }: { product: ProductDetail; view: ProductReviewsView }) {
  const { t } = useT()
  const empty = view.reviews.length === 0 && view.pending.length === 0
  return (
    <section className="product-section" id="reviews">
      <h2>{t('product.reviews', { count: view.count })}</h2>
      {empty ? (
        <p>{t('product.noReviews')}</p>
      ) : (
        <ul className="reviews">
          {view.pending.map((review) => (
            <HeldReview key={`held-${review.date}`} review={review} />
          ))}
          {view.reviews.map((review) => (
            <PublishedReview key={review.id} review={review} />
          ))}
        </ul>
      )}
      <WriteReview product={product} onWritten={view.written} />
    </section>
  )
}
