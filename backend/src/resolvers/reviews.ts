import type { Context } from '../graphql/context'
import { fromGlobalId } from '../graphql/ids'
import { getUser } from '../db/users'
import { updateReview, writeReview, type ReviewInput } from '../shop/reviews'

type Input<T> = { input: T & { clientMutationId?: string | null } }

export const reviewResolvers = {
  RootMutation: {
    writeReview: (_: unknown, { input }: Input<ReviewInput>, ctx: Context) => {
      const review = writeReview(ctx.app.db, ctx.userId, input)
      return { clientMutationId: input.clientMutationId, rating: review.rating, review }
    },
    updateReview: (
      _: unknown,
      { input }: Input<{ id: string; rating: number; status?: string | null }>,
      ctx: Context,
    ) => {
      const role = ctx.userId !== null ? (getUser(ctx.app.db, ctx.userId)?.role ?? null) : null
      const global = fromGlobalId(input.id)
      const id = /^\d+$/.test(input.id)
        ? Number(input.id)
        : global?.type === 'comment'
          ? Number(global.id)
          : NaN
      const review = updateReview(ctx.app.db, role, { id, rating: input.rating, status: input.status })
      return { clientMutationId: input.clientMutationId, rating: review.rating, review }
    },
  },
}
