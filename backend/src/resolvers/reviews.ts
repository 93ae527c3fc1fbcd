import type { Context } from '../graphql/context'
import { writeReview, type ReviewInput } from '../shop/reviews'

export const reviewResolvers = {
  RootMutation: {
    writeReview: (
      _: unknown,
      { input }: { input: ReviewInput & { clientMutationId?: string | null } },
      ctx: Context,
    ) => {
      const review = writeReview(ctx.app.db, ctx.userId, input)
      return { clientMutationId: input.clientMutationId, rating: review.rating, review }
    },
  },
}
