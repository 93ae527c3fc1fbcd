import { WishlistScreen } from '../../src/features/wishlist/WishlistScreen'

export default function Page() {
  return <WishlistScreen />
}
