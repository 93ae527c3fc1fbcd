import { useT } from '../../i18n/useT'
import { formatDate } from '../../lib/format'
import { useShop } from '../../shop/shop-context'
import { useDownloadList } from './useAccountData'
import { useLoadOnce } from './useLoadOnce'

/** The customer's downloads: file, product, expiry, downloads left and the download link. */
export function DownloadsTab() {
  const { t } = useT()
  const outcome = useLoadOnce(useShop((s) => s.loadDownloads))
  const downloads = useDownloadList()
  if (outcome && !outcome.success)
    return (
      <p className="form-error" role="alert" data-testid="downloads-error">
        {t('errors.downloadsError')}
      </p>
    )
  if (!outcome || !downloads) return <p aria-busy="true">{t('account.loading')}</p>
  if (!downloads.length) return <p data-testid="downloads-empty">{t('account.noDownloads')}</p>
  return (
    <table className="account-table" data-testid="downloads-list">
      <thead>
        <tr>
          <th scope="col">{t('account.file')}</th>
          <th scope="col">{t('account.product')}</th>
          <th scope="col">{t('account.expires')}</th>
          <th scope="col">{t('account.remaining')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('account.download')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {downloads.map((d) => (
          <tr key={d.id} data-testid="download-row">
            <td data-label={t('account.file')}>{d.name}</td>
            <td data-label={t('account.product')}>
              {d.productSlug ? <a href={`/product/${d.productSlug}`}>{d.productName}</a> : d.productName}
            </td>
            <td data-label={t('account.expires')}>
              {d.accessExpires ? formatDate(d.accessExpires) : t('account.never')}
            </td>
            <td data-label={t('account.remaining')}>
              {d.downloadsRemaining === null ? t('account.unlimited') : d.downloadsRemaining}
            </td>
            <td>
              <a
                href={d.url}
                className="button button-ghost"
                download
                data-testid="download-link"
                rel="nofollow"
              >
                {t('account.download')}
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
