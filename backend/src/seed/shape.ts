import type { Parcel } from './blueprint'
import { parcel } from './blueprint'
import { COLORS, SIZES, type Category } from './fixtures'
import type { Random } from './prng'

/**
 * The catalogue's structure: which entries are variable, in stock, on sale, in which colours, with how many sales and
 * pictures. It is drawn from the seed in exactly the order the first demo catalogue drew it, so a catalogue of a given
 * size keeps the products the tests and benchmarks know (the same stock, sales and variations) while the words and
 * parts are chosen from the rolls below. Change the order of these draws and every seeded catalogue changes.
 */
export interface Shape {
  /** Rolls in [0, 1) the blueprint turns into a kind, a series, parts and a price. */
  kindRoll: number
  seriesRoll: number
  cpuRoll: number
  gpuRoll: number
  ramRoll: number
  priceRoll: number
  /** The sale price as a share of the regular one, when on sale. */
  saleShare: number | null
  /** A machine's colours; an accessory's one colour roll (its maker's palette decides). */
  colours: ReadonlyArray<(typeof COLORS)[number]>
  variable: boolean
  stock: { status: 'instock' | 'outofstock' | 'onbackorder'; qty: number; backorders: 'no' | 'notify' }
  totalSales: number
  galleryCount: number
  parcel: Parcel | null
  /** A laptop's screen or a monitor's size (term slug). */
  size: string | null
  /** The run of memory sizes a variable machine offers, as [first, end) into its class's sizes. */
  ramRun: [number, number] | null
}

export const pickBy = <T>(roll: number, items: readonly T[]): T => items[Math.floor(roll * items.length)]!

/** The place of the monitor (the only accessory with a size) among the seven accessory kinds. */
export const MONITOR_KIND = 1

export function drawShape(category: Category, download: boolean, machine: boolean, random: Random): Shape {
  const accessory = category.slug === 'accessories'
  const kindRoll = accessory ? random.next() : 0
  const seriesRoll = random.next()
  const cpuRoll = random.next()
  const gpuRoll = random.next()
  const ramRoll = random.next()
  const priceRoll = random.next()
  const saleShare = random.chance(0.25) ? 0.8 + random.next() * 0.15 : null
  const colours = random.sample(COLORS, accessory ? 1 : random.int(2, 3))
  const variable = machine && random.chance(0.55)
  const stock = drawStock(random, category)
  const totalSales = random.int(0, 400)
  const galleryCount = random.int(2, 4)
  const laptop = category.slug === 'laptop'
  let box: Parcel | null = null
  if (laptop) box = { weight: (1.4 + random.next()).toFixed(1), length: '35.6', width: '24.8', height: '1.8' }
  else if (!accessory)
    box = parcel(random.int(9, 22), random.int(45, 60), random.int(20, 26), random.int(42, 56))
  let size: string | null = null
  if (laptop) size = random.pick(SIZES.slice(0, 3)).slug
  else if (accessory && !download && Math.floor(kindRoll * 7) === MONITOR_KIND)
    size = random.pick(SIZES.slice(3)).slug
  const ramRun: [number, number] | null = variable ? [random.int(0, 1), random.int(2, 3)] : null
  return {
    kindRoll,
    seriesRoll,
    cpuRoll,
    gpuRoll,
    ramRoll,
    priceRoll,
    saleShare,
    colours,
    variable,
    stock,
    totalSales,
    galleryCount,
    parcel: box,
    size,
    ramRun,
  }
}

function drawStock(random: Random, category: Category): Shape['stock'] {
  const roll = random.next()
  if (category.slug === 'made-to-order' && roll < 0.6)
    return { status: 'onbackorder', qty: 0, backorders: 'notify' }
  if (roll < 0.72) return { status: 'instock', qty: random.int(3, 40), backorders: 'no' }
  if (roll < 0.86) return { status: 'outofstock', qty: 0, backorders: 'no' }
  return { status: 'onbackorder', qty: 0, backorders: 'notify' }
}
