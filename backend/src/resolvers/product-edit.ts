import type { Context } from '../graphql/context'
import { fromGlobalId } from '../graphql/ids'
import { getUser } from '../db/users'
import { editProduct, type ProductEdit } from '../shop/product-edit'

type UpdateProductInput = ProductEdit & { id: string; clientMutationId?: string | null }

/** The product `id` as updateProduct takes it: a database id, or a global id (`post:123` in base64). */
function databaseIdOf(id: string): number | null {
  const text = id.trim()
  if (/^\d+$/.test(text)) return Number(text)
  const global = fromGlobalId(text)
  return global?.type === 'post' && /^\d+$/.test(global.id) ? Number(global.id) : null
}

export const productEditResolvers = {
  RootMutation: {
    updateProduct: (_: unknown, { input }: { input: UpdateProductInput }, ctx: Context) => {
      const { id, clientMutationId, ...edit } = input
      const role = ctx.userId === null ? null : (getUser(ctx.app.db, ctx.userId)?.role ?? null)
      const product = editProduct(ctx.app.db, {
        role,
        id: databaseIdOf(String(id)),
        edit,
        now: ctx.app.clock(),
      })
      return { clientMutationId, product }
    },
  },
}
