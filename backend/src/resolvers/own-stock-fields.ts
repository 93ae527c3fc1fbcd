/** Product fields the schema gives neither ExternalProduct nor GroupProduct (stock, downloads, shipping, variations). */
export const OWN_STOCK_FIELDS = [
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
