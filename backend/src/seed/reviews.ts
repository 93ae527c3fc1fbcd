import type { SeedReview } from '../db/catalogue-rows'
import { slugify } from './english'
import { REVIEWERS } from './fixtures'
import { DATE_ORIGIN, wpDate } from './product-rows'
import type { Random } from './prng'

/** What customers write about each kind of product: a headphone's reviews never mention render times. */

export const MACHINE_REVIEWS = [
  'Renders my 4K timelines without a stutter. Worth every naira.',
  'Delivered to Lekki in two days, well packed. Runs quiet under load.',
  'Great machine for Blender and Substance. The fans get loud on long renders.',
  'Solid build. Support helped me set up the RAID on the first call.',
  'Handles After Effects comps that choked my old machine.',
  'Good value compared with importing one myself.',
]

export const LAPTOP_REVIEWS = [
  'The screen is colour-accurate straight out of the box; I barely had to calibrate.',
  'Edits 4K footage on set without breaking a sweat. The charger is heavy, though.',
  'Delivered to Abuja in three days, well packed.',
  'Light enough to carry every day, and the keyboard is a pleasure to type on.',
  'Good value compared with importing one myself.',
]

export const ACCESSORY_REVIEWS = [
  'Works exactly as described, and it arrived the next day in Ikeja.',
  'Well made and well packed. Does the job without any fuss.',
  'Cheaper than ordering from abroad, and no waiting at customs.',
  'Set it up in five minutes. Support answered my one question on WhatsApp.',
]

export const DOWNLOAD_REVIEWS = [
  'The download was in my account as soon as I had paid. Clear instructions.',
  'Saved me hours of trial and error.',
  'Well organised files; everything was where the guide said it would be.',
]

export function seedReviews(productId: number, index: number, texts: readonly string[], random: Random) {
  const reviews: SeedReview[] = []
  const count = texts.length ? random.int(0, 4) : 0
  for (let r = 0; r < count; r++) {
    const author = random.pick(REVIEWERS)
    reviews.push({
      product_id: productId,
      author,
      email: `${slugify(author)}@example.com`,
      content: `<p>${random.pick(texts)}</p>`,
      rating: random.chance(0.6) ? 5 : random.int(3, 4),
      date: wpDate(DATE_ORIGIN + index * 3_600_000 + (r + 1) * 86_400_000),
    })
  }
  return reviews
}
