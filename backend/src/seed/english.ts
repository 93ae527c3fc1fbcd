/** Small rules of English the catalogue's texts need where a part's name follows an article. */

// Letters said with a vowel sound when spelt out: "an AMD", "an HDMI", "an NVIDIA", "an RTX", "an SSD".
const VOWEL_SOUND_LETTERS = 'AEFHILMNORSX'
// Numbers said with a vowel sound: "an 8K", "an 11-inch", "an 18-core", "an 80mm".
const VOWEL_SOUND_NUMBER = /^(8|11|18)(?!\d)|^8\d/
// Words that start with a vowel letter but a consonant sound ("a USB hub", "a unified…", "a one-year…").
const CONSONANT_SOUND_WORD = /^(u[bnst]|uni|use|usu|eu|one)/i

/** Whether `phrase` is said starting with a vowel sound, so that it takes "an". */
export function startsWithVowelSound(phrase: string): boolean {
  const word = phrase.trim().split(/[\s-]/)[0] ?? ''
  if (/^\d/.test(word)) return VOWEL_SOUND_NUMBER.test(word)
  const spelt = /^[A-Z]{2,}|^[A-Z]\d/.test(word) && !/^[A-Z][a-z]/.test(word)
  if (spelt) return VOWEL_SOUND_LETTERS.includes(word[0]!)
  if (CONSONANT_SOUND_WORD.test(word)) return false
  return /^[aeiou]/i.test(word) || /^hour|^honest/i.test(word)
}

/** `phrase` with its indefinite article: "an AMD Ryzen 9 7950X", "a 27-inch monitor". */
export const withArticle = (phrase: string) => `${startsWithVowelSound(phrase) ? 'an' : 'a'} ${phrase}`

/** "a", "a and b", "a, b and c" (or "a, b or c"). */
export function listOf(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length < 2) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`
}

/** A URL slug, as WordPress's sanitize_title makes one from plain ASCII: "Nomad 16 118A" → "nomad-16-118a". */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
