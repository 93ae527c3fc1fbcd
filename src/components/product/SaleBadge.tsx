import { useT } from '../../i18n/useT'
import { storeSettings } from '../../config/store-settings'
import type { PriceSet } from '../../domain/catalogue'
import { discountPercent } from '../../lib/prices'

/** The sale badge, as a percentage by default (store setting `saleBadge`). */
export function SaleBadge({ prices, onSale }: { prices: PriceSet; onSale: boolean }) {
  const { t } = useT()
  if (!onSale || storeSettings.saleBadge === 'hidden') return null
  const percent = discountPercent(prices)
  const label = storeSettings.saleBadge === 'percent' && percent > 0 ? `-${percent}%` : t('product.sale')
  return <span className="sale-badge">{label}</span>
}
