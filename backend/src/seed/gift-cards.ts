import type { seedWriter } from '../db/seed-writer'
import { baseRow, wpDate } from './product-rows'
import { ownPrices } from '../shop/product-columns'

/**
 * Gift cards (SPEC §1: "the offer also mentions gift cards"): virtual simple products in a few naira amounts, in
 * their own category. They come after the `--products N` workstations (ids and menu order after them, dates before
 * the catalogue's first), so the workstations, their ids and their default order are the same with or without them.
 */
export const GIFT_CARD_CATEGORY = {
  id: 5,
  slug: 'gift-cards',
  name: 'Gift cards',
  color: '#be123c',
  order: 5,
}

export const GIFT_CARD_AMOUNTS = [25_000_00, 50_000_00, 100_000_00]

const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-NG')}`

export function seedGiftCards(
  write: ReturnType<typeof seedWriter>,
  nextId: () => number,
  firstMenuOrder: number,
): void {
  const c = GIFT_CARD_CATEGORY
  write.term(
    c.id,
    'product_cat',
    c.name,
    c.slug,
    '<p>Gift cards for workstations and accessories.</p>',
    c.order,
    c.color,
  )
  GIFT_CARD_AMOUNTS.forEach((amount, i) => {
    const id = nextId()
    const name = `Gift card ${naira(amount)}`
    const shortDescription = `<p>A ${naira(amount)} gift card, sent by email: nothing is shipped.</p>`
    const description =
      '<p>Give a workstation, or part of one. The card is delivered by email with its code and can be spent on ' +
      'anything in the shop.</p>'
    write.product({
      ...baseRow(id, 0),
      date: wpDate(Date.UTC(2022, 11, 1 + i, 9)),
      menu_order: firstMenuOrder + i,
      type: 'simple',
      name,
      slug: `gift-card-${amount / 100}`,
      sku: `GC-${amount / 100}`,
      color: c.color,
      description,
      short_description: shortDescription,
      ...ownPrices(amount, null),
      virtual: 1,
      gallery_count: 1,
      meta: JSON.stringify([{ key: 'gift_card', value: 'yes' }]),
      search_text: `${name} gift card voucher`.toLowerCase(),
      average_rating: 0,
      review_count: 0,
      related: '[]',
    })
    write.linkTerm(id, c.id)
  })
}
