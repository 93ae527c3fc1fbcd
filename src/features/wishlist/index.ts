/** The wishlist feature's public surface. */
export { WishlistButton } from './WishlistButton'
export { WishlistList } from './WishlistList'
export { useWishlist } from './wishlist-store'
