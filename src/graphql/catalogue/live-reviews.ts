import type { Client } from '@urql/core'
import type { Review } from '../../domain/catalogue'
import { unwrap } from '../errors'
import { toReview } from './review-mapper'
import { GetProductReviews } from './queries'

/** A product's published reviews as the backend lists them now: the count and the reviews, newest as it orders them. */
export interface LiveReviews {
  count: number
  averageRating: number
  reviews: Review[]
}

/** The product's reviews read live (its HTML is the backend's: the caller sanitises it); null when it answers none. */
export async function fetchProductReviews(client: Client, slug: string): Promise<LiveReviews | null> {
  const product = unwrap(await client.query(GetProductReviews, { slug })).product
  if (!product) return null
  return {
    count: product.reviewCount ?? 0,
    averageRating: product.averageRating ?? 0,
    reviews: (product.reviews?.edges ?? []).map(toReview),
  }
}
