import { useState, type FormEvent } from 'react'
import type { ProductDetail } from '../../../domain/catalogue'
import { useT } from '../../../i18n/useT'
import { failureText } from '../../../lib/failure-text'
import { useShopReady } from '../../../shop-loader/useShopReady'
import { validateReview, type ReviewDraft, type ReviewField } from './review-validation'
import { StarInput } from './StarInput'
import { useViewerIdentity } from './useViewerIdentity'

/** The review form: star rating, review, name and email (prefilled for a signed-in shopper). */
export function ReviewForm({ product }: { product: ProductDetail }) {
  const { t } = useT()
  const ready = useShopReady()
  const identity = useViewerIdentity(ready)
  const [draft, setDraft] = useState<ReviewDraft>({ rating: 0, content: '', author: '', email: '' })
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({})
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [failure, setFailure] = useState<string | null>(null)
  const values = { ...draft, author: draft.author || identity.name, email: draft.email || identity.email }
  const set = (field: ReviewField, value: string | number) => setDraft((d) => ({ ...d, [field]: value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = validateReview(values)
    setErrors(found)
    if (Object.keys(found).length) return
    setStatus('sending')
    setFailure(null)
    try {
      // The review's document (and GraphQL's parser) load on submit, never with the page.
      const { writeReview } = await import('./write-review')
      const result = await writeReview({
        rating: values.rating,
        content: values.content.trim(),
        author: values.author.trim(),
        authorEmail: values.email.trim(),
        commentOn: product.id,
      })
      if (result.success) setStatus('sent')
      else {
        setFailure(result.errorKey ? t(result.errorKey, { defaultValue: result.error }) : result.error)
        setStatus('idle')
      }
    } catch (error) {
      setFailure(failureText(t, error))
      setStatus('idle')
    }
  }

  if (status === 'sent') {
    return (
      <p className="review-sent" role="status" data-testid="review-sent">
        {t('review.awaitingApproval')}
      </p>
    )
  }
  const error = (field: ReviewField) =>
    errors[field] ? (
      <span className="form-error" id={`review-${field}-error`}>
        {t(errors[field]!)}
      </span>
    ) : null
  return (
    <form className="review-form" onSubmit={submit} noValidate data-testid="review-form">
      <h3>{t('review.title')}</h3>
      <StarInput value={values.rating} onChange={(v) => set('rating', v)} invalid={!!errors.rating} />
      {error('rating')}
      <label>
        {t('review.content')}
        <textarea
          value={values.content}
          rows={4}
          maxLength={5000}
          aria-invalid={!!errors.content}
          onChange={(e) => set('content', e.target.value)}
        />
      </label>
      {error('content')}
      <div className="review-form-row">
        <label>
          {t('review.name')}
          <input
            value={values.author}
            aria-invalid={!!errors.author}
            onChange={(e) => set('author', e.target.value)}
          />
          {error('author')}
        </label>
        <label>
          {t('review.email')}
          <input
            type="email"
            value={values.email}
            aria-invalid={!!errors.email}
            onChange={(e) => set('email', e.target.value)}
          />
          {error('email')}
        </label>
      </div>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={status === 'sending'}>
        {status === 'sending' ? t('review.sending') : t('review.submit')}
      </button>
    </form>
  )
}
