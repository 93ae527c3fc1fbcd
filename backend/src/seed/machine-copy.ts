import { listOf, withArticle } from './english'
import type { MachineClass } from './parts'

/** The words of a machine's page, written from the parts it is built from. */

export interface MachineFacts {
  cls: MachineClass
  name: string
  purpose: string
  cpu: string
  gpu: string
  rams: readonly string[]
  /** One or more drives joined by " + " ("4TB NVMe SSD + 16TB hard drive"). */
  storage: string
  /** A laptop's screen size term name ("16-inch"). */
  screen: string | null
  weightKg: string | null
}

const SHORT_LEAD: Record<MachineClass, (f: MachineFacts) => string> = {
  desktop: (f) => `A tower workstation for ${f.purpose}`,
  laptop: (f) => `${capitalise(withArticle(`${f.screen} laptop`))} for ${f.purpose}`,
  'made-to-order': (f) => `A workstation built to your order for ${f.purpose}`,
}

export function machineShortDescription(f: MachineFacts): string {
  const parts = `${withArticle(f.cpu)} and ${withArticle(f.gpu)}`
  const where = f.cls === 'laptop' ? 'Set up and tested in Lagos.' : 'Assembled and tested in Lagos.'
  return `<p>${SHORT_LEAD[f.cls](f)}, with ${parts}. ${where}</p>`
}

export function machineDescription(f: MachineFacts): string {
  const opening =
    f.cls === 'laptop'
      ? `puts ${withArticle(f.cpu)} processor and ${withArticle(f.gpu)} behind ${withArticle(`${f.screen}`)} colour-accurate display`
      : `pairs ${withArticle(f.cpu)} processor with ${withArticle(f.gpu)} graphics card`
  const storage = listOf(f.storage.split(' + ').map(withArticle))
  const memory =
    f.rams.length === 1
      ? `It comes with ${f.rams[0]} of memory and ${storage}.`
      : `Choose ${listOf(f.rams, 'or')} of memory; every configuration comes with ${storage}.`
  return (
    `<p>The <strong>${f.name}</strong> ${opening}, a combination chosen for ${f.purpose}.</p>` +
    `<p>${memory}</p>` +
    `<p>${CLOSING[f.cls](f)}</p>` +
    '<p>A two-year warranty covers parts and labour anywhere in Nigeria.</p>'
  )
}

const CLOSING: Record<MachineClass, (f: MachineFacts) => string> = {
  desktop: () =>
    'Every machine runs for 24 hours under full load in our Lagos workshop before it is dispatched.',
  laptop: (f) =>
    `It weighs ${f.weightKg} kg, and runs for 24 hours under full load in our Lagos workshop before it is dispatched.`,
  'made-to-order': () =>
    'We order the parts when you order the machine: allow two to three weeks for assembly and a 24-hour test ' +
    'under full load in our Lagos workshop.',
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
