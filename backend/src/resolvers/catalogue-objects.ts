import { getProduct, type Product, type ReviewRow, type TermRow } from '../db/catalogue'
import { connectionFromArray } from '../graphql/connection'
import { toGlobalId } from '../graphql/ids'
import { MEDIA_SIZES, ORIGINAL_SIZE, categoryImage, sizedPath, type Media } from '../shop/media'
import { productFields, type AttributeNode, type Resolver } from './product-fields'

/** The catalogue's objects besides products: pictures, terms, attributes, reviews and their authors. */

const TERM_TYPES: Record<string, string> = {
  product_cat: 'ProductCategory',
  pa_color: 'PaColor',
  pa_size: 'PaSize',
}

const mediaFields: Record<string, Resolver<Media>> = {
  id: (m) => toGlobalId('post', m.databaseId),
  sourceUrl: (m, args, ctx) =>
    `${ctx.app.siteUrl}/wp-content/uploads/${sizedPath(m.path, MEDIA_SIZES[args.size as string])}`,
  altText: (m) => m.alt,
  title: (m) => m.title,
  mimeType: () => 'image/jpeg',
  uri: (m) => `/wp-content/uploads/${m.path}`,
  srcSet: (m, _a, ctx) =>
    [300, 768, 1024, ORIGINAL_SIZE]
      .map((w) => `${ctx.app.siteUrl}/wp-content/uploads/${sizedPath(m.path, w)} ${w}w`)
      .join(', '),
  sizes: () => `(max-width: ${ORIGINAL_SIZE}px) 100vw, ${ORIGINAL_SIZE}px`,
  mediaDetails: (m) => ({ width: ORIGINAL_SIZE, height: ORIGINAL_SIZE, file: m.path }),
}

const termFields: Record<string, Resolver<TermRow>> = {
  id: (t) => toGlobalId('term', t.id),
  databaseId: (t) => t.id,
  taxonomyName: (t) => t.taxonomy,
  uri: (t) => (t.taxonomy === 'product_cat' ? `/product-category/${t.slug}/` : `/${t.taxonomy}/${t.slug}/`),
  image: (t) => (t.taxonomy === 'product_cat' ? categoryImage(t) : null),
  parentDatabaseId: () => null,
  menuOrder: (t) => t.menu_order,
}

const attributeFields: Record<string, Resolver<AttributeNode>> = {
  id: (a) => toGlobalId(a.global ? 'pa' : 'local_attribute', `${a.productId}:${a.name}`),
  attributeId: (a) => (a.global ? (a.name === 'pa_color' ? 1 : 2) : 0),
  name: (a) => a.name,
  label: (a) => a.label,
  options: (a) => a.options,
  scope: (a) => (a.global ? 'GLOBAL' : 'LOCAL'),
  slug: (a) => a.name,
  terms: (a, args) => connectionFromArray(a.termRows, args),
}

const commentFields: Record<string, Resolver<ReviewRow>> = {
  // A review held for moderation is readable by its signed-in author only; anyone else's selection of its id fails
  // with "Internal server error", as WPGraphQL's model hides it (WriteReview-guest).
  id: (r, _a, ctx) =>
    r.status === 'approve' || (r.user_id !== null && r.user_id === ctx.userId)
      ? toGlobalId('comment', r.id)
      : null,
  databaseId: (r) => r.id,
  content: (r) => r.content,
  status: (r) => r.status.toUpperCase(),
  type: () => 'review',
  author: (r) => ({ node: { kind: 'author', review: r }, name: r.author, email: r.email }),
}

const commenterFields: Record<string, Resolver<{ review: ReviewRow }>> = {
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
function groupChildren(p: Product, ctx: Parameters<Resolver>[2]): Product[] {
  const meta = JSON.parse(p.meta) as Array<{ key: string; value: string }>
  const ids = JSON.parse(meta.find((m) => m.key === '_children')?.value ?? '[]') as number[]
  return ids
    .map((id) => getProduct(ctx.app.db, id))
    .filter((c): c is Product => !!c && c.status === 'publish' && c.type !== 'variation')
}

const groupFields: Record<string, Resolver> = {
  ...productFields,
  products: (p, args, ctx) => {
    const children = groupChildren(p, ctx)
    return { ...connectionFromArray(children, args), found: children.length }
  },
  // WooCommerce's WC_Product_Grouped texts; a grouped product is never added to the cart itself.
  addToCartText: () => 'View products',
  addToCartDescription: (p) => `View products in the \u201c${p.name}\u201d group`,
  purchasable: () => false,
}

export const catalogueObjectResolvers = {
  GroupProduct: groupFields,
  MediaItem: mediaFields,
  ProductCategory: termFields,
  PaColor: termFields,
  PaSize: termFields,
  GlobalProductAttribute: attributeFields,
  LocalProductAttribute: attributeFields,
  Comment: commentFields,
  CommentAuthor: commenterFields,
  TermNode: { __resolveType: (t: TermRow) => TERM_TYPES[t.taxonomy] },
  ProductAttribute: {
    __resolveType: (a: AttributeNode) => (a.global ? 'GlobalProductAttribute' : 'LocalProductAttribute'),
  },
  Commenter: { __resolveType: (c: { kind: string }) => (c.kind === 'user' ? 'User' : 'CommentAuthor') },
}
