import type { OrderDownload } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { longDate } from '../../lib/format'

/** Only web links: a download URL is the shop's data, never a `javascript:` link. */
const isWebLink = (url: string) => /^(https?:\/\/|\/(?!\/))/i.test(url)

/** The order's downloads (name, link, downloads left, expiry); nothing when it has none. */
export function OrderDownloads({ downloads }: { downloads: OrderDownload[] }) {
  const { t } = useT()
  if (!downloads.length) return null
  return (
    <section className="order-section" aria-labelledby="order-downloads-heading">
      <h3 id="order-downloads-heading">{t('orderSummary.downloads')}</h3>
      <table className="order-table order-downloads">
        <thead>
          <tr>
            <th scope="col">{t('orderSummary.file')}</th>
            <th scope="col">{t('orderSummary.downloadsRemaining')}</th>
            <th scope="col">{t('orderSummary.expires')}</th>
          </tr>
        </thead>
        <tbody>
          {downloads.map((download) => (
            <tr key={download.id} data-testid="order-download">
              <td>
                {isWebLink(download.url) ? (
                  <a href={download.url} className="order-download-link" rel="nofollow" download>
                    {download.name}
                  </a>
                ) : (
                  download.name
                )}
              </td>
              <td data-label={t('orderSummary.downloadsRemaining')}>
                {download.downloadsRemaining ?? t('orderSummary.unlimited')}
              </td>
              <td data-label={t('orderSummary.expires')}>
                {download.accessExpires ? longDate(t, download.accessExpires) : t('orderSummary.never')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
