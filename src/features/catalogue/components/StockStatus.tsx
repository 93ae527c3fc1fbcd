import { useTranslation } from 'react-i18next'
import type { StockStatus as Status } from '../../../domain/catalogue'

export function StockStatus({ status }: { status: Status }) {
  const { t } = useTranslation()
  return (
    <span className={`stock stock-${status.toLowerCase().replace(/_/g, '-')}`} data-testid="stock-status">
      {t(`stock.${status}`)}
    </span>
  )
}
