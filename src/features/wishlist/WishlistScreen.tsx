import { useT } from '../../i18n/useT'
import { WishlistList } from './WishlistList'

/** /wishlist: a guest's saved products (a signed-in shopper's page redirects to the account's wishlist tab). */
export function WishlistScreen() {
  const { t } = useT()
  return (
    <div className="container simple-page">
      <h1>{t('wishlist.title')}</h1>
      <WishlistList />
    </div>
  )
}
