const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A popup's element id: 5 random letters or digits (`random` gives numbers in [0, 1)). */
export function createPopupId(random: () => number = Math.random): string {
  let id = ''
  for (let i = 0; i < 5; i += 1) id += ALPHABET[Math.floor(random() * ALPHABET.length) % ALPHABET.length]
  return id
}

export const POPUP_ID_PATTERN = /^[A-Za-z0-9]{5}$/
