import { useT } from '../../i18n/useT'
import { useInfoPageTexts } from './info-page-texts'

interface Section {
  heading: string
  paragraphs: string[]
}

/** An information page whose texts live in the locale files under `pages.<key>` (its body in `locales/pages/`). */
export function StaticPageScreen({
  pageKey,
}: {
  pageKey: 'warranty' | 'privacyPolicy' | 'shippingAndReturns'
}) {
  const { t, i18n } = useT()
  useInfoPageTexts(i18n)
  const sections = t(`pages.${pageKey}.sections`, { returnObjects: true }) as Section[] | string
  return (
    <article className="container static-page">
      <h1>{t(`pages.${pageKey}.title`)}</h1>
      <p className="static-page-intro">{t(`pages.${pageKey}.intro`)}</p>
      {Array.isArray(sections) &&
        sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
    </article>
  )
}
