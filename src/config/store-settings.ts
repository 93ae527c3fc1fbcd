/** The shop's store settings, with their defaults. */
export const storeSettings = {
  autoOpenCart: true,
  showReviews: true,
  showFilters: true,
  showOrderByDropdown: true,
  showSKU: true,
  showRelatedProducts: true,
  showProductCategoriesOnSingleProduct: true,
  showBreadcrumbOnSingleProduct: true,
  showMoveToWishlist: true,
  hideBillingAddressForVirtualProducts: false,
  initStoreOnUserActionToReduceServerLoad: true,
  saleBadge: 'percent' as 'percent' | 'sale' | 'hidden',
} as const
