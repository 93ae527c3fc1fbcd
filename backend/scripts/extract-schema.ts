/**
 * Writes backend/schema.graphql: the subset of the real WooGraphQL 1.0.3 SDL that schema-manifest.ts names.
 *
 *   npx tsx backend/scripts/extract-schema.ts path/to/woographql-1.0.3/schema.graphql
 *
 * Every name, type, nullability and list wrapping is copied from the real file, so the result is a compatible subset
 * by construction; the script fails when the manifest names something the real schema lacks, drops a required
 * argument, or references a type it does not keep.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  Kind,
  buildSchema,
  parse,
  print,
  validateSchema,
  type DefinitionNode,
  type FieldDefinitionNode,
  type InputValueDefinitionNode,
  type TypeNode,
} from 'graphql'
import { manifest } from './schema-manifest'

type Composite = Extract<
  DefinitionNode,
  { kind: Kind.OBJECT_TYPE_DEFINITION | Kind.INTERFACE_TYPE_DEFINITION }
>
type Named = Extract<DefinitionNode, { name: { value: string } }>

const here = path.dirname(fileURLToPath(import.meta.url))
const BUILT_IN_SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID'])

/** `price(format) name` → Map(field → kept argument names, or null for all). */
function parseFieldSpec(spec: string): Map<string, Set<string> | null> {
  const fields = new Map<string, Set<string> | null>()
  for (const match of spec.matchAll(/(\w+)(?:\(([^)]*)\))?/g)) {
    const [, name, args] = match
    const kept = args
      ?.split(',')
      .map((a) => a.trim())
      .filter(Boolean)
    fields.set(name!, kept === undefined ? null : new Set(kept))
  }
  return fields
}

function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type)
}

function stripDescription<T extends object>(node: T): T {
  return { ...node, description: undefined }
}

export function extractSubset(realSdl: string): string {
  const defs = new Map<string, Named>()
  for (const d of parse(realSdl, { noLocation: true }).definitions)
    if ('name' in d && d.name) defs.set(d.name.value, d as Named)

  const errors: string[] = []
  const specs = new Map(Object.entries(manifest).map(([type, spec]) => [type, parseFieldSpec(spec)]))
  const isComposite = (d: Named | undefined): d is Composite =>
    d?.kind === Kind.OBJECT_TYPE_DEFINITION || d?.kind === Kind.INTERFACE_TYPE_DEFINITION

  for (const type of specs.keys()) if (!defs.has(type)) errors.push(`${type} is not in the real schema`)

  const keptInterfaces = (d: Composite) =>
    (d.interfaces ?? []).map((i) => i.name.value).filter((n) => isComposite(defs.get(n)) && specs.has(n))

  // A type keeps its own fields plus every field of every kept interface it implements.
  const fieldSpecOf = (name: string, seen = new Set<string>()): Map<string, Set<string> | null> => {
    const own = new Map(specs.get(name) ?? [])
    const def = defs.get(name)
    if (!isComposite(def) || seen.has(name)) return own
    seen.add(name)
    for (const iface of keptInterfaces(def)) {
      for (const [field, args] of fieldSpecOf(iface, seen)) if (!own.has(field)) own.set(field, args)
    }
    return own
  }

  const output: DefinitionNode[] = []
  const emitted = new Set<string>()
  const pending: string[] = []
  const require = (type: string, from: string) => {
    if (BUILT_IN_SCALARS.has(type) || emitted.has(type) || pending.includes(type)) return
    const def = defs.get(type)
    if (!def) errors.push(`${from} references ${type}, missing from the real schema`)
    else if (isComposite(def) && !specs.has(type))
      errors.push(`${from} needs ${type}: add it to the manifest`)
    else pending.push(type)
  }
  const keepArgs = (owner: string, field: FieldDefinitionNode, allowed: Set<string> | null) => {
    const args: InputValueDefinitionNode[] = []
    for (const arg of field.arguments ?? []) {
      if (allowed && !allowed.has(arg.name.value)) {
        if (arg.type.kind === Kind.NON_NULL_TYPE && !arg.defaultValue)
          errors.push(`${owner}.${field.name.value} must keep its required argument ${arg.name.value}`)
        continue
      }
      require(namedType(arg.type), `${owner}.${field.name.value}(${arg.name.value})`)
      args.push(stripDescription(arg))
    }
    for (const a of allowed ?? []) {
      if (!args.some((k) => k.name.value === a))
        errors.push(`${owner}.${field.name.value} has no argument ${a}`)
    }
    return args
  }

  for (const type of specs.keys()) if (isComposite(defs.get(type))) pending.push(type)
  while (pending.length > 0) {
    const name = pending.shift()!
    if (emitted.has(name)) continue
    emitted.add(name)
    const def = defs.get(name)!
    if (isComposite(def)) {
      const wanted = fieldSpecOf(name)
      const fields: FieldDefinitionNode[] = []
      for (const field of def.fields ?? []) {
        if (!wanted.has(field.name.value)) continue
        require(namedType(field.type), `${name}.${field.name.value}`)
        fields.push({
          ...stripDescription(field),
          arguments: keepArgs(name, field, wanted.get(field.name.value)!),
        })
      }
      for (const f of wanted.keys())
        if (!fields.some((k) => k.name.value === f)) errors.push(`${name} has no field ${f}`)
      const interfaces = (def.interfaces ?? []).filter((i) => specs.has(i.name.value))
      output.push({ ...stripDescription(def), fields, interfaces } as DefinitionNode)
    } else if (def.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) {
      const wanted = specs.get(name)
      const fields = (def.fields ?? []).filter((f) => {
        const keep = !wanted || wanted.has(f.name.value)
        if (!keep && f.type.kind === Kind.NON_NULL_TYPE)
          errors.push(`${name} must keep its required field ${f.name.value}`)
        if (keep) require(namedType(f.type), `${name}.${f.name.value}`)
        return keep
      })
      for (const f of wanted?.keys() ?? [])
        if (!fields.some((k) => k.name.value === f)) errors.push(`${name} has no ${f}`)
      output.push({ ...stripDescription(def), fields: fields.map(stripDescription) })
    } else if (def.kind === Kind.ENUM_TYPE_DEFINITION) {
      const wanted = specs.get(name)
      const values = (def.values ?? []).filter((v) => !wanted || wanted.has(v.name.value))
      for (const v of wanted?.keys() ?? [])
        if (!values.some((k) => k.name.value === v)) errors.push(`${name} has no ${v}`)
      output.push({ ...stripDescription(def), values: values.map(stripDescription) })
    } else if (def.kind === Kind.SCALAR_TYPE_DEFINITION) {
      output.push(stripDescription(def))
    } else {
      errors.push(`${name}: unsupported kind ${def.kind}`)
    }
  }
  if (errors.length > 0)
    throw new Error(`The manifest does not fit the real schema:\n  ${errors.join('\n  ')}`)

  output.sort((a, b) => ((a as Named).name.value < (b as Named).name.value ? -1 : 1))
  const header = 'schema {\n  query: RootQuery\n  mutation: RootMutation\n}\n\n'
  const sdl = header + print({ kind: Kind.DOCUMENT, definitions: output }) + '\n'
  const problems = validateSchema(buildSchema(sdl))
  if (problems.length > 0) throw new Error(`The subset is not a valid schema:\n  ${problems.join('\n  ')}`)
  return sdl
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const source = process.argv[2]
  if (!source) throw new Error('Give the path of the real WooGraphQL 1.0.3 schema.graphql as the argument')
  const target = path.resolve(here, '../schema.graphql')
  const sdl = extractSubset(readFileSync(source, 'utf8'))
  writeFileSync(target, sdl)
  console.log(`Wrote ${target} (${sdl.length} bytes) from ${source}`)
}
