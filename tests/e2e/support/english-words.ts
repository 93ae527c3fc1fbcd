import { readFileSync } from 'node:fs'

/**
 * Common English words of a shop's interface and of its catalogue's terms: one of them in a page shown in another
 * language is a text nobody translated. Words that are the same in French ("Total", "Interface", "Format", "Type")
 * are not listed, and the ones the page's own translations use are left out (see `englishWordsIn`).
 */
export const ENGLISH_WORDS = [
  // Months (dates).
  ...['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September'],
  ...['October', 'November', 'December'],
  // The shop's screens.
  ...['Add', 'cart', 'Search', 'Price', 'Home', 'Products', 'Categories', 'Wishlist', 'Checkout', 'Account'],
  ...[
    'Sign',
    'Login',
    'Logout',
    'Orders',
    'Order',
    'Downloads',
    'Download',
    'Shipping',
    'Billing',
    'Address',
  ],
  ...['Reviews', 'Review', 'Rating', 'Specifications', 'Quantity', 'Remove', 'Apply', 'Continue', 'Shopping'],
  ...['Showing', 'Sort', 'Filter', 'Subtotal', 'Password', 'Email', 'Name', 'Phone', 'City', 'Country'],
  ...[
    'Please',
    'please',
    'try',
    'again',
    'Something',
    'went',
    'wrong',
    'does',
    'not',
    'exist',
    'the',
    'your',
  ],
  ...['Declined', 'Failed', 'Pending', 'Processing', 'Completed', 'Cancelled', 'Never', 'Thank'],
  // The catalogue's categories, attributes and specification rows.
  ...['Gift', 'cards', 'card', 'Made', 'Desktop', 'Laptop', 'Accessories', 'Color', 'Colour', 'Size', 'inch'],
  ...[
    'Black',
    'Silver',
    'White',
    'Grey',
    'Memory',
    'Storage',
    'Warranty',
    'years',
    'year',
    'parts',
    'labour',
  ],
  ...['Active', 'area', 'Connection', 'Connections', 'Pressure', 'levels', 'Resolution', 'Panel', 'factory'],
  ...['calibrated', 'Measures', 'Monitors', 'projectors', 'Works', 'with', 'and', 'charging', 'Capacity'],
  ...['Read', 'speed', 'Switches', 'Brown', 'Red', 'linear', 'Layout', 'Closed', 'back', 'over', 'ear'],
  ...['Impedance', 'adapter', 'months', 'one', 'user', 'Sold', 'reader', 'Weight'],
] as const

/** Every word of every text in `files` (the page's own translations), lower-cased. */
function wordsOfTexts(files: string[]): Set<string> {
  const words = new Set<string>()
  const walk = (value: unknown): void => {
    if (typeof value === 'string')
      for (const word of value.match(/\p{L}+/gu) ?? []) words.add(word.toLowerCase())
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  for (const file of files) walk(JSON.parse(readFileSync(file, 'utf8')))
  return words
}

/**
 * The listed English words in `text` that are not words of `locale`'s own texts (a word our French texts use, like
 * "Total", is French), once each, with a few characters around the first sighting to say where it was.
 */
export function englishWordsIn(text: string, locale: string): string[] {
  const own = wordsOfTexts([`locales/${locale}.json`, `locales/shop/${locale}.json`])
  const found = new Map<string, string>()
  for (const match of text.matchAll(/\p{L}+/gu)) {
    const word = match[0]
    if (!(ENGLISH_WORDS as readonly string[]).includes(word) || own.has(word.toLowerCase())) continue
    if (found.has(word)) continue
    const at = match.index ?? 0
    found.set(word, `${word}: …${text.slice(Math.max(0, at - 40), at + 40).replace(/\s+/g, ' ')}…`)
  }
  return [...found.values()]
}
