import type { DocumentNode } from 'graphql'
import * as buildQueries from '../../src/graphql/catalogue/bulk'
import * as changeQueries from '../../src/graphql/catalogue/changes'
import * as productPageQueries from '../../src/graphql/catalogue/product-pages'
import * as catalogueQueries from '../../src/graphql/catalogue/queries'
import { operationNameOf } from '../../src/graphql/operation-name'
import { CustomerView } from '../../src/features/account'
import { ViewerView } from '../../src/features/auth'
import { CartView } from '../../src/features/cart'
import { WriteReview } from '../../src/features/catalogue/product/review-documents'
import { shopDocuments } from '../../src/shop/shop-documents'

function isDocument(value: unknown): value is DocumentNode {
  return !!value && typeof value === 'object' && (value as DocumentNode).kind === 'Document'
}

export interface StorefrontOperation {
  exportName: string
  document: DocumentNode
}

/** Every operation document exported by the modules that own them (fragments are checked inside them). */
const cacheViews = { CartView, ViewerView, CustomerView }
export const storefrontOperations: StorefrontOperation[] = [
  ...shopDocuments.map((document) => [operationNameOf(document) ?? '', document] as const),
  ...Object.entries({ ...cacheViews, WriteReview }),
  ...Object.entries(catalogueQueries),
  // The build's own reads (the prerender and its incremental rebuilds).
  ...Object.entries({ ...buildQueries, ...changeQueries, ...productPageQueries }),
]
  .filter(([, value]) => isDocument(value))
  .map(([exportName, value]) => ({ exportName, document: value as DocumentNode }))
  .filter(({ document }) => operationNameOf(document) !== null)
