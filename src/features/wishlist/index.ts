/** The wishlist feature's public surface. */
export { WishlistButton } from './WishlistButton'
export { WishlistList, WishlistScreen } from './WishlistScreen'
export { useWishlist } from './wishlist-store'
