import { useT } from '../../i18n/useT'
import { loadLocale } from '../../i18n/create-i18n'
import { writeLocalePreference } from '../../i18n/locale-preference'
import { htmlLang, isLocale, LOCALE_NAMES, LOCALES } from '../../i18n/locales'

/** Switches the interface language in place (the page stays) and remembers the choice on the device. */
export function LanguageSwitcher() {
  const { t, i18n } = useT()
  return (
    <label className="lang-switcher">
      <span>{t('footer.language')}</span>
      <select
        value={i18n.language}
        data-testid="language-switcher"
        onChange={async (event) => {
          const locale = event.target.value
          if (!isLocale(locale)) return
          await loadLocale(i18n, locale)
          writeLocalePreference(locale)
          document.documentElement.lang = htmlLang(locale)
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  )
}
