/** The main menu: category links, with the 'Hot!' badge on made-to-order. */
export const MENU_LINKS = [
  { href: '/product-category/made-to-order', labelKey: 'nav.madeToOrder', hot: true },
  { href: '/product-category/desktop', labelKey: 'nav.desktop', hot: false },
  { href: '/product-category/laptop', labelKey: 'nav.laptop', hot: false },
  { href: '/product-category/accessories', labelKey: 'nav.accessories', hot: false },
] as const
