import type { Locale } from './locales'
import type { PageTexts } from './page-texts'
import { textPack, type Texts } from './text-pack'

/**
 * Texts only the shop runtime shows (cart, sign-in, checkout, account, payment) live in `locales/shop/`,
 * apart from the texts of the first load: a shopper who only browses never downloads them.
 */
const shopPack = textPack(
  'shop',
  import.meta.glob<{ default: Texts }>(['../../locales/shop/*.json', '!../../locales/shop/en_US.json']),
)

/** Merges one locale's shop texts into the bundle (the server's instance takes them at once). */
export function addShopTexts(texts: PageTexts, locale: Locale, shopTexts: Texts): void {
  shopPack.add(texts, locale, shopTexts)
}

/**
 * Called by the shop runtime as it starts, with the default locale's shop texts (which travel in its own
 * chunk): merges them, and the current locale's, before any of its screens renders. From then on
 * `loadLocale` brings a new locale's shop texts along with its first-load ones.
 */
export async function enableShopTexts(texts: PageTexts, defaultTexts: Texts): Promise<void> {
  shopPack.start(texts, defaultTexts)
  await shopPack.load(texts, texts.language as Locale)
}
