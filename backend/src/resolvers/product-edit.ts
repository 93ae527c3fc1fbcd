import { fromGlobalId } from '../graphql/ids'
import type { Resolvers } from '../graphql/resolver-types'
import { getUser } from '../db/users'
import { editProduct } from '../shop/product-edit'

/** The product `id` as updateProduct takes it: a database id, or a global id (`post:123` in base64). */
function databaseIdOf(id: string): number | null {
  const text = id.trim()
  if (/^\d+$/.test(text)) return Number(text)
  const global = fromGlobalId(text)
  return global?.type === 'post' && /^\d+$/.test(global.id) ? Number(global.id) : null
}

export const productEditResolvers: Resolvers = {
  RootMutation: {
    updateProduct: (_, { input }, ctx) => {
      const { id, clientMutationId, ...edit } = input
      const role = ctx.userId === null ? null : (getUser(ctx.app.db, ctx.userId)?.role ?? null)
      const product = editProduct(ctx.app.db, {
        role,
        id: databaseIdOf(id),
        edit,
        now: ctx.app.clock(),
      })
      return { clientMutationId, product }
    },
  },
}
