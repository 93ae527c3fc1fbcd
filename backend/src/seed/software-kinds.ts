import { priceBetween } from './blueprint'
import type { AccessoryDraft } from './accessory-kinds'
import type { Random } from './prng'

/**
 * Software the shop sells beside its hardware: its own downloads (delivered as a ZIP from the customer's account)
 * and a licence sold on the maker's site (an external product). Software has no colour, size or parcel.
 */
export type SoftwareDraft = Omit<AccessoryDraft, 'parcel' | 'colours' | 'size'>

type SoftwareKind = (random: Random, model: string) => SoftwareDraft

const profilePack: SoftwareKind = (random, model) => ({
  name: `Lumen Colour Profile Pack ${model}`,
  shortDescription: '<p>Calibrated ICC profiles and presets, delivered as a download.</p>',
  body: [
    'Profiles for the papers of the print shops we work with in Lagos and Abuja, with soft-proofing presets to match.',
  ],
  specs: [
    ['Format', ['ZIP download with ICC profiles']],
    ['Works with', ['Photoshop, Lightroom and DaVinci Resolve']],
  ],
  naira: priceBetween(random, 25_000, 45_000),
})

const presetLibrary: SoftwareKind = (random, model) => ({
  name: `Forge Render Preset Library ${model}`,
  shortDescription: '<p>Render and lighting presets tuned for our workstations, delivered as a download.</p>',
  body: ['Start from a preset that is fast on your graphics card instead of a blank scene.'],
  specs: [
    ['Format', ['ZIP download']],
    ['Works with', ['Blender, Cinema 4D and V-Ray']],
  ],
  naira: priceBetween(random, 35_000, 60_000),
})

const tuningGuide: SoftwareKind = (random, model) => ({
  name: `Forge Workstation Tuning Guide ${model}`,
  shortDescription: '<p>Our engineers’ guide to a faster, quieter workstation, delivered as a download.</p>',
  body: ['Drivers, power plans, fan curves and storage layouts, step by step for Windows and Linux.'],
  specs: [
    ['Format', ['PDF in a ZIP download']],
    ['Pages', ['120']],
  ],
  naira: priceBetween(random, 12_000, 20_000),
})

export const DOWNLOAD_KINDS: readonly SoftwareKind[] = [profilePack, presetLibrary, tuningGuide]

const LICENCES = [
  { app: 'Adobe Creative Cloud All Apps', use: 'Photoshop, Premiere Pro, After Effects and the other apps' },
  { app: 'Adobe Substance 3D Collection', use: 'Substance 3D Painter, Designer, Sampler and Stager' },
]

/** A year's licence bought from the maker: the shop only links to it. */
export const externalLicence: SoftwareKind = (random) => {
  const { app, use } = random.pick(LICENCES)
  return {
    name: `${app}, 12-month licence`,
    shortDescription: `<p>Twelve months of ${use}, bought from Adobe’s own store.</p>`,
    body: [
      'The button takes you to Adobe, who sell and deliver the licence; it is not added to your cart here.',
    ],
    specs: [
      ['Licence', ['12 months, one user']],
      ['Sold by', ['Adobe']],
    ],
    naira: priceBetween(random, 850_000, 1_200_000),
  }
}
