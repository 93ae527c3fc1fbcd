import { getProduct, type Product } from '../db/catalogue'
import type { Context } from '../graphql/context'
import { connectionFromArray } from '../graphql/connection'
import { toGlobalId } from '../graphql/ids'
import { nullForNonNull } from '../graphql/unresolved-fields'
import type {
  CommentAuthorResolvers,
  CommentResolvers,
  CommentStatusEnum,
  GlobalProductAttributeResolvers,
  GroupProductResolvers,
  LocalProductAttributeResolvers,
  MediaItemResolvers,
  PaColorResolvers,
  PaSizeResolvers,
  ProductCategoryResolvers,
  Resolvers,
} from '../graphql/resolver-types'
import { MEDIA_SIZES, ORIGINAL_SIZE, categoryImage, sizedPath } from '../shop/media'
import { OWN_STOCK_FIELDS } from './own-stock-fields'
import { productFields, without } from './product-fields'

/** The catalogue's objects besides products: pictures, terms, attributes, reviews and their authors. */

const TERM_TYPES: Record<string, 'ProductCategory' | 'PaColor' | 'PaSize'> = {
  product_cat: 'ProductCategory',
  pa_color: 'PaColor',
  pa_size: 'PaSize',
}

const mediaFields: MediaItemResolvers = {
  id: (m) => toGlobalId('post', m.databaseId),
  sourceUrl: (m, args, ctx) =>
    `${ctx.app.siteUrl}/wp-content/uploads/${sizedPath(m.path, MEDIA_SIZES[args.size ?? ''])}`,
  altText: (m) => m.alt,
  title: (m) => m.title,
  mimeType: () => 'image/jpeg',
  uri: (m) => `/wp-content/uploads/${m.path}`,
  // As wp_get_attachment_image_srcset: every registered size of the upload's shape (all square here), each file once,
  // and the original.
  srcSet: (m, _a, ctx) =>
    [...new Set([...Object.values(MEDIA_SIZES), ORIGINAL_SIZE])]
      .map((w) => `${ctx.app.siteUrl}/wp-content/uploads/${sizedPath(m.path, w)} ${w}w`)
      .join(', '),
  sizes: () => `(max-width: ${ORIGINAL_SIZE}px) 100vw, ${ORIGINAL_SIZE}px`,
  mediaDetails: (m) => ({ width: ORIGINAL_SIZE, height: ORIGINAL_SIZE, file: m.path }),
}

const termFields: ProductCategoryResolvers = {
  id: (t) => toGlobalId('term', t.id),
  databaseId: (t) => t.id,
  taxonomyName: (t) => t.taxonomy,
  uri: (t) => (t.taxonomy === 'product_cat' ? `/product-category/${t.slug}/` : `/${t.taxonomy}/${t.slug}/`),
  image: (t) => (t.taxonomy === 'product_cat' ? categoryImage(t) : null),
  parentDatabaseId: () => null,
  menuOrder: (t) => t.menu_order,
}

const attributeFields: GlobalProductAttributeResolvers = {
  id: (a) => toGlobalId(a.global ? 'pa' : 'local_attribute', `${a.productId}:${a.name}`),
  attributeId: (a) => (a.global ? (a.name === 'pa_color' ? 1 : 2) : 0),
  name: (a) => a.name,
  label: (a) => a.label,
  options: (a) => a.options,
  scope: (a) => (a.global ? 'GLOBAL' : 'LOCAL'),
  slug: (a) => a.name,
  terms: (a, args) => connectionFromArray(a.termRows, args),
}

const COMMENT_STATUS: Record<string, CommentStatusEnum> = {
  approve: 'APPROVE',
  hold: 'HOLD',
  spam: 'SPAM',
  trash: 'TRASH',
}

const commentFields: CommentResolvers = {
  // A review held for moderation is readable by its signed-in author only; anyone else's selection of its id fails
  // with "Internal server error", as WPGraphQL's model hides it (WriteReview-guest).
  id: (r, _a, ctx) =>
    r.status === 'approve' || (r.user_id !== null && r.user_id === ctx.userId)
      ? toGlobalId('comment', r.id)
      : nullForNonNull('Comment.id'),
  databaseId: (r) => r.id,
  content: (r) => r.content,
  status: (r) => COMMENT_STATUS[r.status] ?? null,
  type: () => 'review',
  author: (r) => ({ node: { kind: 'author', review: r }, name: r.author, email: r.email }),
}

const commenterFields: CommentAuthorResolvers = {
  id: (c) => toGlobalId('comment_author', c.review.id),
  databaseId: () => 0,
  name: (c) => c.review.author,
  email: () => null,
  url: () => null,
  avatar: (c) => ({ url: gravatar(c.review.email), size: 96, width: 96, height: 96 }),
}

const AVATAR_COLOURS = ['black', 'silver', 'space-grey', 'white', 'midnight-blue', 'forest-green']

export function gravatar(email: string) {
  // The offline demo has no gravatar; a deterministic placeholder from the shop itself.
  const color = AVATAR_COLOURS[email.length % AVATAR_COLOURS.length]
  return `https://secure.gravatar.com/avatar/?s=96&d=identicon&r=g#${color}`
}

/** A grouped product's children, kept as WooCommerce keeps them: product ids in the `_children` meta (JSON). */
function groupChildren(p: Product, ctx: Context): Product[] {
  const meta: Array<{ key: string; value: string }> = JSON.parse(p.meta)
  const ids: number[] = JSON.parse(meta.find((m) => m.key === '_children')?.value ?? '[]')
  return ids
    .map((id) => getProduct(ctx.app.db, id))
    .filter((c): c is Product => !!c && c.status === 'publish' && c.type !== 'variation')
}

const groupFields: GroupProductResolvers = {
  ...without(productFields, ...OWN_STOCK_FIELDS, 'externalUrl', 'buttonText', 'hasAttributes', 'parent'),
  products: (p, args, ctx) => {
    const children = groupChildren(p, ctx)
    return { ...connectionFromArray(children, args), found: children.length }
  },
  // WooCommerce's WC_Product_Grouped texts; a grouped product is never added to the cart itself.
  addToCartText: () => 'View products',
  addToCartDescription: (p) => `View products in the \u201c${p.name}\u201d group`,
  purchasable: () => false,
}

const localAttributeFields: LocalProductAttributeResolvers = without(attributeFields, 'slug', 'terms')
const attributeTermFields: PaColorResolvers & PaSizeResolvers = without(
  termFields,
  'image',
  'parentDatabaseId',
  'menuOrder',
)

export const catalogueObjectResolvers: Resolvers = {
  GroupProduct: groupFields,
  MediaItem: mediaFields,
  ProductCategory: termFields,
  PaColor: attributeTermFields,
  PaSize: attributeTermFields,
  GlobalProductAttribute: attributeFields,
  LocalProductAttribute: localAttributeFields,
  Comment: commentFields,
  CommentAuthor: commenterFields,
  TermNode: { __resolveType: (t) => TERM_TYPES[t.taxonomy] ?? null },
  ProductAttribute: {
    __resolveType: (a) => (a.global ? 'GlobalProductAttribute' : 'LocalProductAttribute'),
  },
  Commenter: { __resolveType: (c) => ('review' in c ? 'CommentAuthor' : 'User') },
}
