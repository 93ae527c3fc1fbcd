import type { ReviewRow, TermRow } from '../db/catalogue'
import type { StoredAttribute } from '../db/catalogue-rows'

// Parents of the GraphQL types that have no row or model of their own elsewhere. They live apart from the resolvers
// because the generated resolver types (graphql/resolver-types.ts) import them, and the resolvers import those
// types: declared inside a resolver file they made an import cycle.

/** A product's attribute (GlobalProductAttribute / LocalProductAttribute) with its place and, if global, terms. */
export interface AttributeNode extends StoredAttribute {
  position: number
  productId: number
  termRows: TermRow[]
}

/** A review's author who has no account (CommentAuthor): the review itself carries the name and email. */
export interface ReviewAuthor {
  kind: 'author'
  review: ReviewRow
}

/** One line of the cart's taxes (CartTax). */
export interface CartTaxLine {
  id: string
  label: string
  isCompound: boolean
  amount: number
}
