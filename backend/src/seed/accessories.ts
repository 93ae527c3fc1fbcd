import { ACCESSORY_KINDS } from './accessory-kinds'
import { type Blueprint, modelCode } from './blueprint'
import { COLORS } from './fixtures'
import type { Random } from './prng'
import { ACCESSORY_REVIEWS, DOWNLOAD_REVIEWS } from './reviews'
import { pickBy, type Shape } from './shape'
import { DOWNLOAD_KINDS, externalLicence, type SoftwareDraft } from './software-kinds'

/** Accessories and software: a kind's draft made into a blueprint, with the words every such page shares. */

const paragraphs = (texts: readonly string[]) => texts.map((t) => `<p>${t}</p>`).join('')

export function hardwareBlueprint(index: number, shape: Shape, content: Random): Blueprint {
  const colourRoll = COLORS.indexOf(shape.colours[0]!) / COLORS.length
  const draft = pickBy(shape.kindRoll, ACCESSORY_KINDS)(content, modelCode(index), {
    colourRoll,
    size: shape.size,
  })
  return {
    ...draft,
    description: paragraphs([
      `We check the <strong>${draft.name}</strong> in our Lagos workshop before dispatch.`,
      ...draft.body,
      'A two-year warranty covers parts and labour anywhere in Nigeria.',
    ]),
    specs: [...draft.specs, ['Warranty', ['2 years']]],
    variationRams: null,
    reviewTexts: ACCESSORY_REVIEWS,
    meta: [{ key: 'warranty', value: '2 years' }],
  }
}

export function downloadBlueprint(index: number, shape: Shape, content: Random): Blueprint {
  const draft = pickBy(shape.kindRoll, DOWNLOAD_KINDS)(content, modelCode(index))
  return softwareBlueprint(draft, DOWNLOAD_REVIEWS, [
    `The <strong>${draft.name}</strong> is yours to download from your account as soon as your payment is confirmed.`,
    ...draft.body,
  ])
}

export function externalBlueprint(content: Random): Blueprint {
  const draft = externalLicence(content, '')
  return softwareBlueprint(draft, [], draft.body)
}

function softwareBlueprint(draft: SoftwareDraft, reviewTexts: readonly string[], body: string[]): Blueprint {
  return {
    ...draft,
    description: paragraphs(body),
    colours: [],
    size: null,
    variationRams: null,
    parcel: null,
    reviewTexts,
    meta: [],
  }
}
