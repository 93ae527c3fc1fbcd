import { parse, print, type DocumentNode, type FragmentDefinitionNode } from 'graphql'
import { describe, expect, it } from 'vitest'
import { PRODUCT_PAGE_FRAGMENTS } from '../../backend/src/index'
import { ProductPageFields } from '../../src/graphql/catalogue/fragments'

/** Each fragment of a document, printed, by name. */
function fragments(document: DocumentNode): Record<string, string> {
  return Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition')
      .map((d) => [d.name.value, print(d)]),
  )
}

// The embedded backend's stand-in for the plugin's bulk read runs its own copy of the product page selection; the
// storefront maps the answer with the code it maps WooGraphQL's with, so the copy must be the storefront's.
describe("the backend's copy of the storefront's product page selection", () => {
  it('is the storefront’s ProductPageFields with the fragments it spreads, field for field', () => {
    const storefront = fragments(ProductPageFields as unknown as DocumentNode)
    expect(Object.keys(storefront).sort()).toEqual(['ImageFields', 'ProductCardFields', 'ProductPageFields'])
    expect(fragments(parse(PRODUCT_PAGE_FRAGMENTS))).toEqual(storefront)
  })
})
