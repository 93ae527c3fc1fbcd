import {
  getNamedType,
  isInputObjectType,
  TypeInfo,
  typeFromAST,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputObjectType,
  type GraphQLSchema,
} from 'graphql'

/** The parts of a schema a set of operations reaches: output fields by `Type.field`, input types by name. */
export interface UsedSchema {
  /** `Type.field` → the operation export names that select it. */
  fields: Map<string, Set<string>>
  /** Input object types reached from the operations' variables and arguments, with their nested input types. */
  inputTypes: Set<string>
}

function addInput(type: GraphQLInputObjectType, into: Set<string>) {
  if (into.has(type.name)) return
  into.add(type.name)
  for (const field of Object.values(type.getFields())) {
    const named = getNamedType(field.type)
    if (isInputObjectType(named)) addInput(named, into)
  }
}

/** Walks the documents over `schema` (where they validate) and collects every field and input type they use. */
export function usedSchema(
  schema: GraphQLSchema,
  operations: Array<{ exportName: string; document: DocumentNode }>,
) {
  const used: UsedSchema = { fields: new Map(), inputTypes: new Set() }
  for (const { exportName, document } of operations) {
    const typeInfo = new TypeInfo(schema)
    visit(
      document,
      visitWithTypeInfo(typeInfo, {
        Field(node) {
          const parent = typeInfo.getParentType()
          if (!parent || node.name.value.startsWith('__')) return
          const key = `${parent.name}.${node.name.value}`
          if (!used.fields.has(key)) used.fields.set(key, new Set())
          used.fields.get(key)!.add(exportName)
          for (const arg of typeInfo.getFieldDef()?.args ?? []) {
            const named = getNamedType(arg.type)
            if (isInputObjectType(named)) addInput(named, used.inputTypes)
          }
        },
        VariableDefinition(node) {
          const type = typeFromAST(schema, node.type)
          const named = type && getNamedType(type)
          if (named && isInputObjectType(named)) addInput(named, used.inputTypes)
        },
      }),
    )
  }
  return used
}

/**
 * Where `served` and `live` disagree on what the operations use: a field missing or of another type (nullability
 * included), an argument missing or of another type, an input field of another type, required in only one of them.
 */
export function disagreements(served: GraphQLSchema, live: GraphQLSchema, used: UsedSchema): string[] {
  const out: string[] = []
  for (const [key, users] of used.fields) {
    const [typeName, fieldName] = key.split('.') as [string, string]
    const by = ` (${[...users].join(', ')})`
    const rootName = (name: string) =>
      name === served.getQueryType()?.name
        ? live.getQueryType()?.name
        : name === served.getMutationType()?.name
          ? live.getMutationType()?.name
          : name
    const ownType = served.getType(typeName)
    const liveType = live.getType(rootName(typeName) ?? typeName)
    if (!ownType || !('getFields' in ownType)) continue
    if (!liveType || !('getFields' in liveType)) {
      out.push(`${typeName}: not in the live schema${by}`)
      continue
    }
    const own = ownType.getFields()[fieldName]
    const real = liveType.getFields()[fieldName]
    if (!own) continue
    if (!real) {
      out.push(`${key}: not in the live schema${by}`)
      continue
    }
    if (String(own.type) !== String(real.type))
      out.push(`${key}: ${String(own.type)} here, ${String(real.type)} live${by}`)
    if (!('args' in own) || !('args' in real)) continue
    for (const arg of own.args) {
      const liveArg = real.args.find((a) => a.name === arg.name)
      if (!liveArg) out.push(`${key}(${arg.name}): not in the live schema`)
      else if (String(arg.type) !== String(liveArg.type))
        out.push(`${key}(${arg.name}): ${String(arg.type)} here, ${String(liveArg.type)} live`)
    }
    for (const liveArg of real.args)
      if (String(liveArg.type).endsWith('!') && !own.args.some((a) => a.name === liveArg.name))
        out.push(`${key}(${liveArg.name}): required live, absent here`)
  }
  for (const name of [...used.inputTypes].sort()) {
    const own = served.getType(name)
    const real = live.getType(name)
    if (!isInputObjectType(own)) continue
    if (!isInputObjectType(real)) {
      out.push(`${name}: input type not in the live schema`)
      continue
    }
    const realFields = real.getFields()
    for (const field of Object.values(own.getFields())) {
      const liveField = realFields[field.name]
      // An optional input field only the embedded backend knows changes nothing for a client that does not send it;
      // a required one would.
      if (!liveField) {
        if (String(field.type).endsWith('!'))
          out.push(`${name}.${field.name}: required input field not in the live schema`)
      } else if (String(field.type) !== String(liveField.type))
        out.push(`${name}.${field.name}: ${String(field.type)} here, ${String(liveField.type)} live`)
    }
    for (const liveField of Object.values(realFields))
      if (String(liveField.type).endsWith('!') && !own.getFields()[liveField.name])
        out.push(`${name}.${liveField.name}: required input field live, absent here`)
  }
  return out
}
