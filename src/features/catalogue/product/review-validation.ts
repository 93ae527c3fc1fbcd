export interface ReviewDraft {
  rating: number
  content: string
  author: string
  email: string
}

export type ReviewField = keyof ReviewDraft

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** What is wrong with a review before it is sent: a translation key per field. */
export function validateReview(draft: ReviewDraft): Partial<Record<ReviewField, string>> {
  const errors: Partial<Record<ReviewField, string>> = {}
  if (!Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5)
    errors.rating = 'review.ratingRequired'
  if (!draft.content.trim()) errors.content = 'review.contentRequired'
  if (!draft.author.trim()) errors.author = 'review.nameRequired'
  if (!EMAIL.test(draft.email.trim())) errors.email = 'review.emailInvalid'
  return errors
}
