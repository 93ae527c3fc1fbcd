import type { Random } from './prng'
import { type Blueprint, modelCode } from './blueprint'
import { machineDescription, machineShortDescription, type MachineFacts } from './machine-copy'
import { MACHINE_PARTS, type MachineClass } from './parts'
import { LAPTOP_REVIEWS, MACHINE_REVIEWS } from './reviews'
import { pickBy, type Shape } from './shape'

/** Desktops, laptops and made-to-order workstations: a series, the parts, and the words and price that follow. */

const SERIES: Record<MachineClass, Array<{ name: string; purpose: string }>> = {
  desktop: [
    { name: 'Studio Pro', purpose: 'photo editing and colour grading' },
    { name: 'Render Tower Pro', purpose: '3D rendering and simulation' },
    { name: 'Creator Pro', purpose: 'video editing and motion graphics' },
    { name: 'Vertex Pro', purpose: '3D modelling and game development' },
  ],
  laptop: [
    { name: 'Nomad', purpose: 'editing on location' },
    { name: 'Canvas Book', purpose: 'illustration and photo work on the move' },
    { name: 'Field Studio', purpose: 'video work on set' },
    { name: 'Aero Creator', purpose: '3D and video work away from the desk' },
  ],
  'made-to-order': [
    { name: 'Atelier Pro', purpose: 'colour-critical film and photo work' },
    { name: 'Forge Pro', purpose: 'heavy 3D rendering' },
    { name: 'Bespoke Render Pro', purpose: 'GPU rendering and simulation' },
    { name: 'Titan Custom', purpose: 'visual effects and large simulations' },
  ],
}

export function machineBlueprint(cls: MachineClass, index: number, shape: Shape, content: Random): Blueprint {
  const parts = MACHINE_PARTS[cls]
  const series = pickBy(shape.seriesRoll, SERIES[cls])
  const cpu = pickBy(shape.cpuRoll, parts.cpus)
  const gpu = pickBy(shape.gpuRoll, parts.gpus)
  const storage = content.pick(parts.storage)
  const rams = shape.ramRun ? parts.rams.slice(...shape.ramRun) : [pickBy(shape.ramRoll, parts.rams)]
  const screen = cls === 'laptop' ? shape.size : null
  const name = screen
    ? `${series.name} ${screen.slice(0, 2)} ${modelCode(index)}`
    : `${series.name} ${modelCode(index)}`
  const facts: MachineFacts = {
    cls,
    name,
    purpose: series.purpose,
    cpu: cpu.name,
    gpu: gpu.name,
    rams: rams.map((r) => r.name),
    storage: storage.name,
    screen,
    weightKg: shape.parcel?.weight ?? null,
  }
  const partsNaira = parts.baseNaira + cpu.naira + gpu.naira + rams[0]!.naira + storage.naira
  return {
    name,
    shortDescription: machineShortDescription(facts),
    description: machineDescription(facts),
    naira: Math.round((partsNaira * (0.97 + shape.priceRoll * 0.1)) / 5_000) * 5_000,
    // A variable machine is offered in its colours; a simple one is sold in one.
    colours: (shape.variable ? shape.colours : shape.colours.slice(0, 1)).map((c) => c.slug),
    size: screen,
    specs: [
      ['CPU', [cpu.name]],
      ['GPU', [gpu.name]],
      ['RAM', facts.rams],
      ['Storage', [storage.name]],
      ['Warranty', ['2 years, parts and labour']],
    ],
    variationRams: shape.ramRun
      ? rams.map((r) => ({ name: r.name, extraNaira: r.naira - rams[0]!.naira }))
      : null,
    parcel: shape.parcel,
    reviewTexts: cls === 'laptop' ? LAPTOP_REVIEWS : MACHINE_REVIEWS,
    meta: [{ key: 'warranty', value: '2 years' }].concat(
      cls === 'made-to-order' ? [{ key: 'made_to_order', value: 'yes' }] : [],
    ),
  }
}
