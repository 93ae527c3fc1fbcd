import type { PlannedCase } from './planned-case'
import { PRODUCTS_MODIFIED_SINCE, SITE_TIMEZONE } from './retired-documents'

/** The catalogue cases the recorder sends to a real WooCommerce and the replay sends to the embedded backend. */
export const catalogueCases: PlannedCase[] = [
  {
    name: 'WriteReview-authed',
    operationName: 'WriteReview',
    variables: {
      rating: 5,
      content: 'Corpus review {run}',
      commentOn: '$simple',
    },
    send: {
      session: true,
      auth: true,
    },
  },
  {
    name: 'WriteReview-guest',
    operationName: 'WriteReview',
    variables: {
      rating: 4,
      content: 'Guest corpus review {run}',
      author: 'Guest',
      authorEmail: 'g-{run}@example.com',
      commentOn: '$simple',
    },
  },
  {
    name: 'WriteReview-rating-0',
    operationName: 'WriteReview',
    variables: {
      rating: 0,
      content: 'x',
      author: 'G',
      authorEmail: 'g@example.com',
      commentOn: '$simple',
    },
  },
  {
    name: 'WriteReview-unknown-product',
    operationName: 'WriteReview',
    variables: {
      rating: 5,
      content: 'x',
      author: 'G',
      authorEmail: 'g@example.com',
      commentOn: 999999,
    },
  },
  {
    name: 'getAddressStates-NG',
    operationName: 'getAddressStates',
    variables: {
      country: 'NG',
    },
  },
  {
    name: 'getAddressStates-bad-enum',
    operationName: 'getAddressStates',
    variables: {
      country: 'XX',
    },
  },
  {
    name: 'getAllTerms-ok',
    operationName: 'getAllTerms',
    variables: {
      taxonomies: ['PRODUCTCATEGORY', 'PACOLOR'],
    },
  },
  {
    name: 'getAllowedCountries-ok',
    operationName: 'getAllowedCountries',
  },
  {
    name: 'getListingIds-category',
    operationName: 'getListingIds',
    variables: {
      first: 100,
      slug: ['desktop'],
    },
  },
  {
    name: 'getListingIds-first-1000',
    operationName: 'getListingIds',
    variables: {
      first: 1000,
    },
  },
  {
    name: 'getListingIds-ok',
    operationName: 'getListingIds',
    variables: {
      first: 100,
    },
  },
  {
    name: 'getProduct-simple',
    operationName: 'getProduct',
    variables: {
      slug: '$simple.slug',
    },
  },
  {
    name: 'introspection-probe-schema-nodebug',
    operationName: 'introspection',
    note: 'introspection from a public request with GRAPHQL_DEBUG off: WPGraphQL refuses it',
    probe: 'query introspection {\n  __schema {\n    queryType {\n      name\n    }\n  }\n}',
  },
  {
    name: 'suggestions-probe-typo-nodebug',
    operationName: 'suggestions',
    note: 'a misspelt root field with GRAPHQL_DEBUG off: WPGraphQL still suggests the real names',
    probe: 'query suggestions {\n  produts(first: 1) {\n    nodes {\n      databaseId\n    }\n  }\n}',
  },
  {
    name: 'getProduct-unknown-slug-nodebug',
    operationName: 'getProduct',
    note: 'GRAPHQL_DEBUG off (production-like)',
    variables: {
      slug: 'no-such-product-xyz',
    },
  },
  {
    name: 'getProduct-unknown-slug',
    operationName: 'getProduct',
    variables: {
      slug: 'no-such-product-xyz',
    },
  },
  {
    name: 'getProduct-variable',
    operationName: 'getProduct',
    variables: {
      slug: '$variable.slug',
    },
  },
  {
    name: 'getProductCategories-first-1000',
    operationName: 'getProductCategories',
    variables: {
      first: 1000,
    },
  },
  {
    name: 'getProductCategories-ok',
    operationName: 'getProductCategories',
  },
  {
    name: 'getProducts-default-first-9999',
    operationName: 'getProducts',
  },
  {
    name: 'getProducts-first-3',
    operationName: 'getProducts',
    variables: {
      first: 3,
    },
  },
  {
    name: 'getProducts-search',
    operationName: 'getProducts',
    variables: {
      first: 10,
      search: 'laptop',
    },
  },
  {
    name: 'getSiteSettings-ok',
    operationName: 'getSiteSettings',
  },
  {
    name: 'getSiteTimezone-ok',
    operationName: 'getSiteTimezone',
    probe: SITE_TIMEZONE,
  },
  {
    name: 'getStates-NG',
    operationName: 'getStates',
    variables: {
      country: 'NG',
    },
  },
  {
    name: 'getStockStatus-ok',
    operationName: 'getStockStatus',
    variables: {
      slug: '$simple.slug',
    },
  },
  {
    name: 'getStockStatus-unknown-slug',
    operationName: 'getStockStatus',
    variables: {
      slug: 'no-such-product-xyz',
    },
  },
  {
    name: 'getProductsModifiedSince-since-future',
    operationName: 'getProductsModifiedSince',
    probe: PRODUCTS_MODIFIED_SINCE,
    note: 'dateQuery after 2030: the real stack ignores the date filter',
    variables: {
      first: 10,
      since: {
        after: {
          year: 2030,
          month: 1,
          day: 1,
        },
        column: 'MODIFIED',
        inclusive: true,
      },
    },
  },
  {
    name: 'getModifiedProductIds-first-page',
    operationName: 'getModifiedProductIds',
    note: "the first page of an incremental rebuild's scan for changes: ids and modification times, last modified first",
    variables: {
      first: 10,
    },
  },
  {
    name: 'getProductDetailsByIds-include',
    operationName: 'getProductDetailsByIds',
    note: 'details of the listed products by include, in catalogue order',
    variables: {
      include: ['$simple', '$variable', '$outOfStock'],
      first: 3,
    },
  },
  {
    name: 'getProductPagesBulk-include',
    operationName: 'getProductPagesBulk',
    note: "the companion plugin's bulk read of the same products as getProductDetailsByIds-include",
    variables: {
      include: ['$simple', '$variable', '$outOfStock'],
    },
  },
  {
    name: 'getProductIdsBulk-all',
    operationName: 'getProductIdsBulk',
    note: "the companion plugin's id listing: getListingIds-ok's ids, every page at once",
  },
  {
    name: 'getProductIdsBulk-category',
    operationName: 'getProductIdsBulk',
    note: "the companion plugin's id listing of getListingIds-category's category",
    variables: {
      categoryIn: ['desktop'],
    },
  },
  {
    name: 'getProductCountsBulk-categories',
    operationName: 'getProductCountsBulk',
    note: "the companion plugin's listing sizes: getListingIds-category's category and one the shop does not have",
    variables: {
      categories: ['desktop', 'no-such-category'],
    },
  },
  {
    name: 'getProductCountsBulk-too-many',
    operationName: 'getProductCountsBulk',
    note: 'more categories than one count answers (100)',
    variables: {
      categories: Array.from({ length: 101 }, (_, i) => `category-${i}`),
    },
  },
  {
    name: 'getProductPagesBulk-too-many',
    operationName: 'getProductPagesBulk',
    note: 'more ids than one read answers (100)',
    variables: {
      include: Array.from({ length: 101 }, () => '$simple'),
    },
  },
  {
    name: 'getProductReviews-simple',
    operationName: 'getProductReviews',
    variables: {
      slug: '$simple.slug',
    },
  },
  {
    name: 'WriteReview-probe-review-id',
    operationName: 'WriteReview',
    note: "a guest's review selecting review.id, which WooGraphQL fails to answer while the review is held",
    probe:
      'mutation WriteReview($rating: Int!, $content: String, $author: String, $authorEmail: String, $commentOn: Int!) {\n' +
      '  writeReview(\n    input: {rating: $rating, content: $content, author: $author, authorEmail: $authorEmail, commentOn: $commentOn}\n  ) {\n' +
      '    rating\n    review {\n      id\n    }\n  }\n}',
    variables: {
      rating: 4,
      content: 'Guest probe review {run}',
      author: 'Guest',
      authorEmail: 'g-probe-{run}@example.com',
      commentOn: '$simple',
    },
  },
  {
    name: 'WriteReview-probe-review-id-authed',
    operationName: 'WriteReview',
    note: "a signed-in customer's review as WooNuxt writes it (name and e-mail filled in from the viewer) selecting review.id",
    probe:
      'mutation WriteReview($author: String, $commentOn: Int, $content: String, $rating: Int!, $authorEmail: String) {\n' +
      '  writeReview(\n    input: {author: $author, commentOn: $commentOn, content: $content, rating: $rating, authorEmail: $authorEmail}\n  ) {\n' +
      '    rating\n    review {\n      id\n    }\n  }\n}',
    variables: {
      rating: 5,
      content: 'Signed-in probe review {run}',
      author: 'Corpus Customer',
      authorEmail: 'corpus-{run}@example.com',
      commentOn: '$simple',
    },
    send: {
      session: true,
      auth: true,
    },
  },
]
