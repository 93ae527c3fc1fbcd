/** Product fields the schema gives neither ExternalProduct nor GroupProduct (stock, downloads, shipping, variations). */
export const OWN_STOCK_FIELDS = [
  // WooGraphQL 1.0.2 has stockQuantity only on the stock-keeping types (1.0.3 added it to the Product interface).
  'stockQuantity',
  'stockStatus',
  'lowStockAmount',
  'manageStock',
  'backorders',
  'backordersAllowed',
  'downloadable',
  'downloads',
  'downloadLimit',
  'downloadExpiry',
  'shippingRequired',
  'variations',
] as const
