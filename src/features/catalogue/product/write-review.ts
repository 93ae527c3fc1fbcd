import type { ActionResult } from '../../../domain/shop'
import type { VariablesOf } from '../../../graphql/tada'
import { failure, failureOf } from '../../../lib/action-result'
import { loadShop } from '../../../shop-loader/load-shop'
import { WriteReview } from './review-documents'

export type ReviewInput = VariablesOf<typeof WriteReview>

/**
 * Sends a review through the shop runtime (its session and auth token); the backend's message on failure. A success
 * means saved, not published: the shopper is told it awaits approval (WordPress holds reviews for moderation).
 */
export async function writeReview(input: ReviewInput): Promise<ActionResult> {
  try {
    const shop = await loadShop()
    const data = await shop.mutate(WriteReview, input)
    return !data.writeReview?.rating ? failure('somethingWrong') : { success: true }
  } catch (error) {
    return failureOf(error)
  }
}
