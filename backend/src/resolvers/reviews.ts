import { fromGlobalId } from '../graphql/ids'
import type { Resolvers } from '../graphql/resolver-types'
import { getUser } from '../db/users'
import { updateReview, writeReview } from '../shop/reviews'

export const reviewResolvers: Resolvers = {
  RootMutation: {
    writeReview: (_, { input }, ctx) => {
      const source = { rateLimits: ctx.app.rateLimits, ip: ctx.ip }
      const review = writeReview(ctx.app.db, source, ctx.userId, input)
      return { clientMutationId: input.clientMutationId, rating: review.rating, review }
    },
    updateReview: (_, { input }, ctx) => {
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
