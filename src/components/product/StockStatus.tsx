import { useT } from '../../i18n/useT'
import type { StockStatus as Status } from '../../domain/catalogue'

export function StockStatus({ status }: { status: Status }) {
  const { t } = useT()
  return (
    <span className={`stock stock-${status.toLowerCase().replace(/_/g, '-')}`} data-testid="stock-status">
      {t(`stock.${status}`)}
    </span>
  )
}
