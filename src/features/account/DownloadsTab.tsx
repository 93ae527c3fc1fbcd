import { useT } from '../../i18n/useT'
import { longDate } from '../../lib/format'
import { useAccountState } from './account-state'
import { useDownloadList } from './useAccountData'
import { LoadedTable } from './LoadedTable'

/** The customer's downloads: file, product, expiry, downloads left and the download link. */
export function DownloadsTab() {
  const { t } = useT()
  const downloads = useDownloadList()
  return (
    <LoadedTable
      load={useAccountState((s) => s.loadDownloads)}
      items={downloads}
      name="downloads"
      errorText={t('errors.downloadsError')}
      emptyText={t('account.noDownloads')}
      head={
        <>
          <th scope="col">{t('account.file')}</th>
          <th scope="col">{t('account.product')}</th>
          <th scope="col">{t('account.expires')}</th>
          <th scope="col">{t('account.remaining')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('account.download')}</span>
          </th>
        </>
      }
      row={(d) => (
        <tr key={d.id} data-testid="download-row">
          <td data-label={t('account.file')}>{d.name}</td>
          <td data-label={t('account.product')}>
            {d.productSlug ? <a href={`/product/${d.productSlug}`}>{d.productName}</a> : d.productName}
          </td>
          <td data-label={t('account.expires')}>
            {d.accessExpires ? longDate(t, d.accessExpires) : t('account.never')}
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
      )}
    />
  )
}
