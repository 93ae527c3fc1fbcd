import { type Parcel, parcel, priceBetween } from './blueprint'
import type { Random } from './prng'
import { pickBy } from './shape'

/**
 * The hardware accessories of the demo shop, one maker's line each. A kind picks its variant (a screen size, a
 * capacity, a switch type) once and writes its name, texts and specifications from it.
 */
export interface AccessoryDraft {
  name: string
  shortDescription: string
  /** Paragraphs after the opening one, which names the product. */
  body: string[]
  specs: Array<[label: string, options: readonly string[]]>
  naira: number
  parcel: Parcel
  colours: readonly string[]
  size: string | null
}

/** What the catalogue's structure already chose: a colour roll in [0, 1) for the maker's palette, a monitor's size. */
export interface AccessoryLook {
  colourRoll: number
  size: string | null
}

type AccessoryKind = (random: Random, model: string, look: AccessoryLook) => AccessoryDraft

const monitor: AccessoryKind = (random, model, look) => {
  const size = look.size ?? '27-inch'
  const big = size === '32-inch'
  return {
    name: `ProCal ${size} 4K Reference Monitor ${model}`,
    shortDescription: `<p>A ${size} 4K monitor, calibrated in the factory to 99% of DCI-P3, for colour-critical photo and video work.</p>`,
    body: [
      'Each panel leaves the factory with its own calibration report, and one USB-C cable carries picture, data and 90 W of power to a laptop.',
    ],
    specs: [
      ['Resolution', ['3840 × 2160']],
      ['Panel', ['IPS, 99% DCI-P3, factory calibrated']],
      ['Connections', ['USB-C (90 W), DisplayPort 1.4, 2 × HDMI 2.1']],
    ],
    naira: big ? priceBetween(random, 780_000, 980_000) : priceBetween(random, 520_000, 700_000),
    parcel: big ? parcel(11.5, 82, 22, 56) : parcel(8.5, 72, 20, 50),
    colours: [pickBy(look.colourRoll, ['black', 'silver', 'white'])],
    size,
  }
}

const calibrator: AccessoryKind = (random, model, look) => ({
  name: `ProCal Colour Calibrator ${model}`,
  shortDescription:
    '<p>A colorimeter that profiles your monitors and projectors, so that colours match from screen to print.</p>',
  body: [
    'Hang it over the screen, start the software and, ten minutes later, every monitor on your desk agrees.',
  ],
  specs: [
    ['Measures', ['Monitors and projectors']],
    ['Works with', ['Windows and macOS']],
  ],
  naira: priceBetween(random, 280_000, 420_000),
  parcel: parcel(0.4, 15, 12, 8),
  colours: [pickBy(look.colourRoll, ['black', 'white'])],
  size: null,
})

const penTablet: AccessoryKind = (random, model) => {
  const large = random.chance(0.5)
  return {
    name: `Stylus Pen Tablet ${large ? 'L' : 'M'} ${model}`,
    shortDescription: `<p>A ${large ? 'large' : 'medium'} pen tablet with 8,192 levels of pressure, for retouching, illustration and sculpting.</p>`,
    body: ['The pen needs no battery, and the tablet connects by USB-C or Bluetooth.'],
    specs: [
      ['Active area', [large ? '311 × 216 mm' : '224 × 148 mm']],
      ['Pressure levels', ['8,192']],
      ['Connection', ['USB-C and Bluetooth']],
    ],
    naira: large ? priceBetween(random, 320_000, 450_000) : priceBetween(random, 180_000, 260_000),
    parcel: large ? parcel(1.4, 45, 32, 6) : parcel(0.9, 35, 25, 6),
    colours: ['black'],
    size: null,
  }
}

const dock: AccessoryKind = (random, model, look) => ({
  name: `Forge Thunderbolt 4 Dock ${model}`,
  shortDescription:
    '<p>One cable from your laptop to two monitors, your drives, wired network and power, with 96 W of charging.</p>',
  body: ['It works with Thunderbolt 3 and 4 and USB4 laptops, on Windows and macOS.'],
  specs: [
    ['Ports', ['3 × Thunderbolt 4, 4 × USB-A, 2.5 Gb Ethernet, SD card reader']],
    ['Laptop charging', ['96 W']],
  ],
  naira: priceBetween(random, 380_000, 520_000),
  parcel: parcel(0.7, 22, 12, 6),
  colours: [pickBy(look.colourRoll, ['space-grey', 'silver'])],
  size: null,
})

const DRIVES = [
  { capacity: '1TB', low: 110_000, high: 140_000 },
  { capacity: '2TB', low: 200_000, high: 250_000 },
  { capacity: '4TB', low: 420_000, high: 500_000 },
]

const drive: AccessoryKind = (random, model) => {
  const { capacity, low, high } = random.pick(DRIVES)
  return {
    name: `Forge NVMe SSD ${capacity} ${model}`,
    shortDescription: `<p>A ${capacity} M.2 drive that reads at up to 7,000 MB/s, for caches, scratch disks and project libraries.</p>`,
    body: ['It fits any M.2 2280 slot with PCIe 4.0, in a desktop or a laptop.'],
    specs: [
      ['Capacity', [capacity]],
      ['Interface', ['PCIe 4.0 x4, M.2 2280']],
      ['Read speed', ['7,000 MB/s']],
    ],
    naira: priceBetween(random, low, high),
    parcel: parcel(0.1, 15, 10, 2),
    colours: ['black'],
    size: null,
  }
}

const keyboard: AccessoryKind = (random, model, look) => {
  const switches = random.pick(['Brown (tactile)', 'Red (linear)'])
  return {
    name: `Forge Mechanical Keyboard ${model}`,
    shortDescription: `<p>A full-size mechanical keyboard with ${switches.split(' ')[0]!.toLowerCase()} switches, and keys you can set to the shortcuts you use most.</p>`,
    body: [
      'It connects by USB-C or Bluetooth to up to three computers and switches between them with one key.',
    ],
    specs: [
      ['Switches', [switches]],
      ['Layout', ['UK']],
      ['Connection', ['USB-C and Bluetooth']],
    ],
    naira: priceBetween(random, 120_000, 220_000),
    parcel: parcel(1.1, 47, 17, 6),
    colours: [pickBy(look.colourRoll, ['black', 'white', 'space-grey'])],
    size: null,
  }
}

const headphones: AccessoryKind = (random, model, look) => ({
  name: `Lumen Studio Headphones ${model}`,
  shortDescription:
    '<p>Closed-back studio headphones with a flat, honest sound, for mixing, editing and long sessions.</p>',
  body: ['The ear pads are replaceable, and the detachable cable comes with a 6.35 mm adapter.'],
  specs: [
    ['Type', ['Closed-back, over-ear']],
    ['Impedance', ['32 ohms']],
    ['Connection', ['3.5 mm cable with a 6.35 mm adapter']],
  ],
  naira: priceBetween(random, 150_000, 280_000),
  parcel: parcel(0.6, 22, 20, 10),
  colours: [pickBy(look.colourRoll, ['black', 'silver'])],
  size: null,
})

/** In the order the structure's kind roll picks from (the monitor second: see MONITOR_KIND). */
export const ACCESSORY_KINDS: readonly AccessoryKind[] = [
  calibrator,
  monitor,
  penTablet,
  dock,
  drive,
  keyboard,
  headphones,
]
