import { WishlistScreen } from '../../src/features/wishlist/WishlistScreen'
import { useAccountWishlistRedirect } from './useAccountWishlistRedirect'

export default function Page() {
  useAccountWishlistRedirect()
  return <WishlistScreen />
}
