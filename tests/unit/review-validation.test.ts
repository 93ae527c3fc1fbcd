import { describe, expect, it } from 'vitest'
import { validateReview } from '../../src/features/catalogue/product/review-validation'

const valid = { rating: 4, content: 'Quiet and fast.', author: 'Ada', email: 'ada@example.com' }

describe('review form validation', () => {
  it('accepts a complete review', () => {
    expect(validateReview(valid)).toEqual({})
  })

  it('names every missing or wrong field', () => {
    expect(validateReview({ rating: 0, content: '  ', author: '', email: 'not-an-email' })).toEqual({
      rating: 'review.ratingRequired',
      content: 'review.contentRequired',
      author: 'review.nameRequired',
      email: 'review.emailInvalid',
    })
    expect(validateReview({ ...valid, rating: 6 })).toEqual({ rating: 'review.ratingRequired' })
    expect(validateReview({ ...valid, rating: 2.5 })).toEqual({ rating: 'review.ratingRequired' })
  })
})
