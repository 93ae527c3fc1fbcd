import { useT } from '../../i18n/useT'
import { loadLocale } from '../../i18n/load-locale'
import { writeLocalePreference } from '../../i18n/locale-preference'
import { htmlLang, isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../../i18n/locales'
import './language-switcher.css'

/** "de_DE" → "DE": the compact switch's option text. */
const localeCode = (locale: Locale) => locale.slice(0, 2).toUpperCase()

/**
 * Switches the interface language in place (the page stays) and remembers the choice on the device. The footer's
 * is labelled and lists the languages' names; the compact one (header, mobile menu) lists their codes and is named
 * by aria-label.
 */
export function LanguageSwitcher({
  compact = false,
  className = '',
  testId = 'language-switcher',
}: {
  compact?: boolean
  className?: string
  testId?: string
}) {
  const { t, i18n } = useT()
  const select = (
    <select
      value={i18n.language}
      data-testid={testId}
      aria-label={compact ? t('footer.language') : undefined}
      onChange={async (event) => {
        const locale = event.target.value
        if (!isLocale(locale)) return
        await loadLocale(i18n, locale)
        writeLocalePreference(locale)
        document.documentElement.lang = htmlLang(locale)
      }}
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={htmlLang(locale)}>
          {compact ? localeCode(locale) : LOCALE_NAMES[locale]}
        </option>
      ))}
    </select>
  )
  if (compact) return <span className={`lang-compact ${className}`}>{select}</span>
  return (
    <label className={`lang-switcher ${className}`}>
      <span>{t('footer.language')}</span>
      {select}
    </label>
  )
}
