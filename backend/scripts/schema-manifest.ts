/**
 * Which parts of the WooGraphQL 1.0.3 schema the embedded backend exposes.
 *
 * Object and interface types list their fields; `field(a,b)` keeps only those arguments, a bare `field` keeps all of
 * them. Input types and enums listed here keep only the listed input fields / values; input types and enums that are
 * referenced but not listed are kept whole. `extract-schema.ts` copies each name from the real SDL (types,
 * nullability and list wrapping come from there, never from this file) and adds the fields of every kept interface
 * to the types that implement it.
 */
const CONN = '(first,last,after,before)'
const CONN_WHERE = '(first,last,after,before,where)'
const PAGE_INFO = 'hasNextPage hasPreviousPage startCursor endCursor'

const PRODUCT_COMMON = `id databaseId name slug sku type status date uri link onSale featured catalogVisibility menuOrder
  averageRating reviewCount reviewsAllowed description(format) shortDescription(format) image galleryImages${CONN}
  productCategories${CONN} terms${CONN} related${CONN} reviews${CONN} metaData(key,keysIn,multiple)
  totalSales virtual purchasable dateOnSaleFrom dateOnSaleTo modified modifiedGmt`

/** A `…Connection` with its `…Edge` and `…PageInfo` types, kept whole. */
function connections(names: Array<[name: string, extra?: string]>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, extra = ''] of names) {
    out[name] = `edges nodes pageInfo ${extra}`
    out[`${name}Edge`] = 'cursor node'
    out[`${name}PageInfo`] = PAGE_INFO
  }
  return out
}

export const manifest: Record<string, string> = {
  RootQuery: `products${CONN_WHERE} product(id,idType) productCategories${CONN_WHERE} terms${CONN_WHERE}
    cart(recalculateTotals) customer(customerId,id) viewer order(id,idType) paymentGateways${CONN}
    loginClients loginClient(provider) allowedCountries countryStates(country) generalSettings
    forgeProductPages forgeProductIds forgeProductCounts`,
  /** The companion plugin's bulk read of product pages (wordpress/forge-headless-payments). */
  ForgeProductPages: 'format nodes',
  RootMutation: `addToCart updateItemQuantities emptyCart applyCoupon removeCoupons updateShippingMethod updateCustomer
    updateUser checkout registerCustomer login logout refreshToken sendPasswordResetEmail resetUserPassword writeReview
    updateReview updateProduct`,

  // Interfaces
  Node: 'id',
  Product: PRODUCT_COMMON,
  ProductUnion: `id databaseId name slug sku type description(format) shortDescription(format) image onSale featured
    catalogVisibility averageRating reviewCount totalSales virtual menuOrder metaData(key,keysIn,multiple)`,
  ProductWithPricing: 'id databaseId price(format) regularPrice(format) salePrice(format)',
  InventoriedProduct:
    'id databaseId stockQuantity stockStatus lowStockAmount manageStock backorders backordersAllowed',
  ProductWithDimensions: 'id databaseId weight length width height shippingRequired',
  ProductWithAttributes: `id databaseId attributes${CONN} defaultAttributes${CONN}`,
  ProductWithVariations: `id databaseId attributes${CONN} defaultAttributes${CONN} variations${CONN}`,
  DownloadableProduct: 'id databaseId downloadable downloads downloadLimit downloadExpiry',
  ProductVariation: `id databaseId name slug sku type date modified modifiedGmt uri description(format) image price(format)
    regularPrice(format) salePrice(format) onSale stockQuantity stockStatus hasAttributes attributes${CONN}
    parent() virtual downloadable status`,
  ProductAttribute: 'id attributeId name label options position scope variation visible',
  TermNode: 'id databaseId name slug count description taxonomyName uri',
  CartItem:
    'id key quantity subtotal(format) subtotalTax(format) tax(format) total(format) product() variation',
  Commenter: 'id databaseId name email url avatar',

  // Products
  SimpleProduct: '',
  VariableProduct: '',
  ExternalProduct: 'externalUrl buttonText price(format) regularPrice(format) salePrice(format)',
  GroupProduct: `products${CONN} addToCartText addToCartDescription price(format) regularPrice(format)
    salePrice(format)`,
  SimpleProductVariation: '',
  GlobalProductAttribute: `slug terms${CONN_WHERE}`,
  LocalProductAttribute: '',
  VariationAttribute: 'id attributeId name label value',
  ProductDownload: 'downloadId name file fileExt fileType',
  MediaItem:
    'id databaseId sourceUrl(size) altText title(format) srcSet(size) sizes(size) mediaDetails mimeType uri',
  MediaDetails: 'width height file',
  MetaData: 'id key value',
  ProductCategory: `id databaseId name slug count description taxonomyName uri image parentDatabaseId menuOrder`,
  PaColor: 'id databaseId name slug count description taxonomyName uri',
  PaSize: 'id databaseId name slug count description taxonomyName uri',
  Comment: 'id databaseId content(format) date author status type',
  CommentToCommenterConnectionEdge: 'node name email',
  CommentAuthor: '',
  Avatar: 'url size width height',
  ProductVariationToProductConnectionEdge: 'node',
  ProductToCommentConnection: 'edges nodes pageInfo averageRating',
  ProductToCommentConnectionEdge: 'cursor node rating',
  ProductToCommentConnectionPageInfo: PAGE_INFO,
  RootQueryToProductConnection: 'edges nodes pageInfo found',
  RootQueryToProductConnectionEdge: 'cursor node',
  RootQueryToProductConnectionPageInfo: PAGE_INFO,
  ProductToProductUnionConnection: 'edges nodes pageInfo found',
  ProductToProductUnionConnectionEdge: 'cursor node',
  ProductToProductUnionConnectionPageInfo: PAGE_INFO,
  ...connections([
    ['ProductToMediaItemConnection'],
    ['GroupProductToProductUnionConnection', 'found'],
    ['ProductToProductCategoryConnection'],
    ['ProductToTermNodeConnection'],
    ['ProductWithAttributesToProductAttributeConnection'],
    ['ProductWithAttributesToVariationAttributeConnection'],
    ['ProductWithVariationsToProductVariationConnection'],
    ['ProductVariationToVariationAttributeConnection'],
    ['GlobalProductAttributeToTermNodeConnection'],
    ['RootQueryToProductCategoryConnection'],
    ['RootQueryToTermNodeConnection'],
    ['RootQueryToPaymentGatewayConnection'],
    ['CartToCartItemConnection', 'itemCount productCount'],
    ['CustomerToOrderConnection'],
    ['CustomerToDownloadableItemConnection'],
    ['OrderToLineItemConnection'],
    ['OrderToDownloadableItemConnection'],
  ]),

  // Cart
  Cart: `appliedCoupons availableShippingMethods chosenShippingMethods contents${CONN} contentsTax(format)
    contentsTotal(format) discountTax(format) discountTotal(format) displayPricesIncludeTax isEmpty needsShippingAddress
    shippingTax(format) shippingTotal(format) subtotal(format) subtotalTax(format) total(format) totalTax(format)
    totalTaxes`,
  CartTax: 'id label amount(format) isCompound',
  SimpleCartItem: '',
  CartItemToProductConnectionEdge: 'node',
  CartItemToProductVariationConnectionEdge: 'node attributes',
  ShippingPackage: 'packageDetails rates supportsShippingCalculator',
  ShippingRate: 'id methodId instanceId label cost(format)',
  AppliedCoupon: 'code description discountAmount(excludeTax,format) discountTax(format)',

  // Customers, users, orders
  Customer: `id databaseId username email firstName lastName displayName role date isPayingCustomer sessionToken
    billing shipping orders${CONN_WHERE} downloadableItems${CONN_WHERE} lastOrder orderCount totalSpent
    calculatedShipping hasCalculatedShipping`,
  CustomerAddress: 'firstName lastName company address1 address2 city state postcode country email phone',
  User: `id databaseId username name email firstName lastName nicename slug avatar(size) capabilities wooSessionToken
    uri url description`,
  Order: `id databaseId orderNumber orderKey date datePaid status currency customerNote paymentMethod
    paymentMethodTitle transactionId createdVia needsPayment needsProcessing needsShippingAddress hasBillingAddress
    hasShippingAddress hasDownloadableItem isDownloadPermitted billing shipping customer lineItems${CONN}
    downloadableItems${CONN_WHERE} total(format) subtotal(format) discountTotal(format) discountTax(format)
    shippingTotal(format) shippingTax(format) totalTax(format) cartTax(format)`,
  LineItem: `id databaseId orderId productId variationId quantity subtotal(format) subtotalTax(format) total(format)
    totalTax(format) product() variation`,
  LineItemToProductConnectionEdge: 'node',
  LineItemToProductVariationConnectionEdge: 'node',
  DownloadableItem: 'id downloadId name url downloadUrl accessExpires downloadsRemaining download product',
  PaymentGateway: 'id title description icon',
  LoginClient: 'name provider isEnabled authorizationUrl clientId order',
  GeneralSettings: 'id title description url language timezone dateFormat',
  CountryState: 'code name',

  // Mutation payloads
  AddToCartPayload: 'cart cartItem clientMutationId',
  UpdateItemQuantitiesPayload: 'cart items updated removed clientMutationId',
  EmptyCartPayload: 'cart deletedCart clientMutationId',
  ApplyCouponPayload: 'applied cart clientMutationId',
  RemoveCouponsPayload: 'cart clientMutationId',
  UpdateShippingMethodPayload: 'cart clientMutationId',
  UpdateCustomerPayload: 'customer authToken refreshToken clientMutationId',
  UpdateUserPayload: 'user clientMutationId',
  CheckoutPayload: 'order customer result redirect clientMutationId',
  RegisterCustomerPayload: 'customer viewer authToken refreshToken clientMutationId',
  LoginPayload: `authToken authTokenExpiration refreshToken refreshTokenExpiration user customer sessionToken
    wooSessionToken clientMutationId`,
  LogoutPayload: 'success clientMutationId',
  RefreshTokenPayload: 'authToken authTokenExpiration success clientMutationId',
  SendPasswordResetEmailPayload: 'success user clientMutationId',
  ResetUserPasswordPayload: 'user clientMutationId',
  WriteReviewPayload: 'rating review clientMutationId',
  UpdateReviewPayload: 'rating review clientMutationId',
  UpdateProductPayload: 'product clientMutationId',

  // Inputs restricted to what the resolvers honour
  RootQueryToProductConnectionWhereArgs: `search category categoryIn categoryNotIn categoryId categoryIdIn onSale featured
    stockStatus visibility status minPrice maxPrice orderby include exclude slugIn sku type typeIn typeNotIn rating
    dateQuery`,
  DateQueryInput: 'after before column inclusive',
  RootQueryToProductCategoryConnectionWhereArgs: 'hideEmpty orderby order slug include exclude search parent',
  RootQueryToTermNodeConnectionWhereArgs: 'taxonomies hideEmpty orderby order slug include exclude search',
  GlobalProductAttributeToTermNodeConnectionWhereArgs: 'orderby order hideEmpty',
  CustomerToOrderConnectionWhereArgs: 'search statuses include exclude',
  CustomerToDownloadableItemConnectionWhereArgs: 'active expired hasDownloadsRemaining',
  OrderToDownloadableItemConnectionWhereArgs: 'active expired hasDownloadsRemaining',
  AddToCartInput: 'clientMutationId productId quantity variationId variation extraData',
  CheckoutInput: `clientMutationId paymentMethod shippingMethod shipToDifferentAddress billing shipping account
    transactionId isPaid metaData customerNote`,
  UpdateCustomerInput: `clientMutationId id billing shipping shippingSameAsBilling email firstName lastName displayName
    password isSession`,
  UpdateUserInput: 'clientMutationId id password email firstName lastName displayName nickname description',
  RegisterCustomerInput: `clientMutationId username email password firstName lastName displayName billing shipping
    shippingSameAsBilling authenticate`,
  LoginInput: 'clientMutationId provider credentials oauthResponse',
  WriteReviewInput: 'clientMutationId rating commentOn content author authorEmail authorUrl',
  UpdateReviewInput: 'clientMutationId id rating status',
  UpdateProductInput: 'clientMutationId id name regularPrice salePrice manageStock stockQuantity stockStatus',

  // Enums restricted to what the resolvers implement
  TaxonomyEnum: 'PRODUCTCATEGORY PACOLOR PASIZE',
  ProductsOrderByEnum: `DATE MODIFIED MENU_ORDER NAME SLUG PRICE REGULAR_PRICE SALE_PRICE RATING REVIEW_COUNT POPULARITY
    TOTAL_SALES`,
  TermObjectsConnectionOrderbyEnum: 'COUNT NAME SLUG TERM_ID TERM_ORDER',
  ProductAttributesConnectionOrderbyEnum: 'NAME SLUG TERM_ORDER',
}
