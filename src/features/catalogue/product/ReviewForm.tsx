import { useEffect, useRef, useState } from 'react'
import {
  ErrorLine,
  FormMessage,
  handleSubmit,
  InputField,
  SubmitButton,
  TextareaField,
  useResultMessage,
  useSubmit,
} from '../../../components/form'
import type { ProductDetail } from '../../../domain/catalogue'
import type { ActionResult } from '../../../domain/shop'
import { useT } from '../../../i18n/useT'
import { failureText } from '../../../lib/failure-text'
import { useShopReady } from '../../../shop-loader/useShopReady'
import type { ReviewOutcome } from '../reviews/useProductReviews'
import { validateReview, type ReviewDraft, type ReviewField } from './review-validation'
import { StarInput } from './StarInput'
import { useViewerIdentity } from './useViewerIdentity'

type ReviewErrors = Partial<Record<ReviewField, string>>

/** The draft typed, with a signed-in shopper's name and email where those fields are left empty. */
function useReviewDraft() {
  const identity = useViewerIdentity(useShopReady())
  const [draft, setDraft] = useState<ReviewDraft>({ rating: 0, content: '', author: '', email: '' })
  const values = { ...draft, author: draft.author || identity.name, email: draft.email || identity.email }
  const set = (field: ReviewField, value: string | number) => setDraft((d) => ({ ...d, [field]: value }))
  return [values, set] as const
}

/** Sends the review; its document (and GraphQL's parser) load on submit, never with the page. */
async function sendReview(values: ReviewDraft, productId: number, failed: (error: unknown) => string) {
  try {
    const { writeReview } = await import('./write-review')
    return await writeReview({
      rating: values.rating,
      content: values.content.trim(),
      author: values.author.trim(),
      authorEmail: values.email.trim(),
      commentOn: productId,
    })
  } catch (error) {
    return { success: false, error: failed(error) } as const
  }
}

/** The shared fields' error line as the review form draws it. */
const errorLine = { as: 'span', className: 'form-error' } as const
function reviewField(field: ReviewField, errors: ReviewErrors, t: (key: string) => string) {
  return { errorId: `review-${field}-error`, errorLine, error: errors[field] ? t(errors[field]) : null }
}

type WrittenReview = Pick<ReviewDraft, 'rating' | 'content' | 'author'>
export type OnReviewWritten = (review: WrittenReview) => Promise<ReviewOutcome>

/**
 * Checks the review (a message per field), sends it, one submission at a time, and then learns from the live list
 * whether the shop published it or holds it for moderation.
 */
function useReviewSubmit(productId: number, onWritten: OnReviewWritten) {
  const { t } = useT()
  const [errors, setErrors] = useState<ReviewErrors>({})
  const [outcome, setOutcome] = useState<ReviewOutcome | null>(null)
  const submission = useSubmit<ActionResult>()
  const submit = async (values: ReviewDraft) => {
    const found = validateReview(values)
    setErrors(found)
    if (Object.keys(found).length) return
    await submission.submit(async () => {
      const result = await sendReview(values, productId, (error) => failureText(t, error))
      if (result.success) {
        const written = {
          rating: values.rating,
          content: values.content.trim(),
          author: values.author.trim(),
        }
        setOutcome(await onWritten(written))
      }
      return result
    })
  }
  return { errors, submission, submit, outcome }
}

/** The review, then the name and email side by side. */
function ReviewTextFields({
  values,
  set,
  field,
}: {
  values: ReviewDraft
  set(field: ReviewField, value: string): void
  field(name: ReviewField): ReturnType<typeof reviewField>
}) {
  const { t } = useT()
  return (
    <>
      <TextareaField
        label={t('review.content')}
        {...field('content')}
        errorAfterLabel
        value={values.content}
        rows={4}
        maxLength={5000}
        onValue={(value) => set('content', value)}
      />
      <div className="review-form-row">
        <InputField
          label={t('review.name')}
          {...field('author')}
          value={values.author}
          onValue={(v) => set('author', v)}
        />
        <InputField
          label={t('review.email')}
          {...field('email')}
          type="email"
          value={values.email}
          onValue={(v) => set('email', v)}
        />
      </div>
    </>
  )
}

/** The review form: star rating, review, name and email (prefilled for a signed-in shopper). */
export function ReviewForm({
  product,
  onWritten,
  autoFocus = false,
}: {
  product: ProductDetail
  onWritten: OnReviewWritten
  /** Focus the first control when the form appears (opened by "Write a review"). */
  autoFocus?: boolean
}) {
  const { t } = useT()
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (autoFocus) formRef.current?.querySelector<HTMLElement>('input, textarea, button')?.focus()
  }, [autoFocus])
  const [values, set] = useReviewDraft()
  const { errors, submission, submit, outcome } = useReviewSubmit(product.id, onWritten)
  const message = useResultMessage()

  if (submission.result?.success && outcome)
    return (
      <FormMessage tone="status" className="review-sent" testId="review-sent">
        {t(outcome === 'published' ? 'review.published' : 'review.awaitingApproval')}
      </FormMessage>
    )
  const field = (name: ReviewField) => reviewField(name, errors, t)
  return (
    <form
      ref={formRef}
      className="review-form"
      onSubmit={handleSubmit(() => submit(values))}
      noValidate
      data-testid="review-form"
    >
      <h3>{t('review.title')}</h3>
      <StarInput value={values.rating} onChange={(v) => set('rating', v)} invalid={!!errors.rating} />
      <ErrorLine id="review-rating-error" {...errorLine}>
        {field('rating').error}
      </ErrorLine>
      <ReviewTextFields values={values} set={set} field={field} />
      <FormMessage tone="error">{message(submission.result)}</FormMessage>
      <SubmitButton
        busy={submission.busy}
        spinner={false}
        label={t('review.submit')}
        busyLabel={t('review.sending')}
      />
    </form>
  )
}
