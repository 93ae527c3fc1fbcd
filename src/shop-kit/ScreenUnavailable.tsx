import './screen-unavailable.css'
import { useT } from '../i18n/useT'

/** In place of a shop screen whose code could not be downloaded: what went wrong, and a way to try again. */
export function ScreenUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useT()
  return (
    <div className="screen-unavailable" role="alert" data-testid="screen-unavailable">
      <p>{t('shopErrors.network')}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {t('screen.retry')}
      </button>
    </div>
  )
}
