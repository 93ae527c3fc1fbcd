import { lazy, Suspense, useState } from 'react'
import type { ProductDetail } from '../../../domain/catalogue'
import { useT } from '../../../i18n/useT'
import { useEarlyAction } from '../../../lib/early-action'
import type { OnReviewWritten } from '../product/ReviewForm'

// The form, its fields and its validation stay out of the product page's first load (its JavaScript budget):
// they load when the shopper asks to write a review.
const ReviewForm = lazy(() => import('../product/ReviewForm').then((m) => ({ default: m.ReviewForm })))

/** "Write a review": a button that opens the review form, focused on its first control. */
export function WriteReview({ product, onWritten }: { product: ProductDetail; onWritten: OnReviewWritten }) {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  useEarlyAction('write-review', () => setOpen(true))
  if (!open)
    return (
      <button
        type="button"
        className="button button-ghost review-open"
        data-early-action="write-review"
        data-testid="review-open"
        onClick={() => setOpen(true)}
      >
        {t('review.title')}
      </button>
    )
  return (
    <Suspense fallback={<p className="review-loading" role="status" aria-busy="true" />}>
      <ReviewForm product={product} onWritten={onWritten} autoFocus />
    </Suspense>
  )
}
