import { readFileSync } from 'node:fs'
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../../backend/tests/support/test-backend'
import { LIVE_SCHEMA } from '../support/recorded-cases'

const kindOf = (t: GraphQLNamedType) =>
  isObjectType(t)
    ? 'OBJECT'
    : isInterfaceType(t)
      ? 'INTERFACE'
      : isInputObjectType(t)
        ? 'INPUT'
        : isEnumType(t)
          ? 'ENUM'
          : isUnionType(t)
            ? 'UNION'
            : 'SCALAR'

/** Every way in which `served` is not a subset of `real`, as readable lines. */
function subsetDifferences(served: GraphQLSchema, real: GraphQLSchema): string[] {
  const problems: string[] = []
  for (const type of Object.values(served.getTypeMap())) {
    if (type.name.startsWith('__')) continue
    const original = real.getType(type.name)
    if (!original) {
      problems.push(`${type.name}: not in the real schema`)
      continue
    }
    if (kindOf(type) !== kindOf(original)) {
      problems.push(`${type.name}: ${kindOf(type)} here, ${kindOf(original)} in the real schema`)
      continue
    }
    if (
      (isObjectType(type) || isInterfaceType(type)) &&
      (isObjectType(original) || isInterfaceType(original))
    ) {
      const realFields = original.getFields()
      for (const field of Object.values(type.getFields())) {
        const realField = realFields[field.name]
        if (!realField) {
          problems.push(`${type.name}.${field.name}: not in the real schema`)
          continue
        }
        if (String(field.type) !== String(realField.type))
          problems.push(
            `${type.name}.${field.name}: ${String(field.type)} here, ${String(realField.type)} in the real schema`,
          )
        for (const arg of field.args) {
          const realArg = realField.args.find((a) => a.name === arg.name)
          if (!realArg) problems.push(`${type.name}.${field.name}(${arg.name}): not in the real schema`)
          else if (String(arg.type) !== String(realArg.type))
            problems.push(
              `${type.name}.${field.name}(${arg.name}): ${String(arg.type)} here, ${String(realArg.type)} in the real schema`,
            )
        }
      }
      const realInterfaces = new Set(original.getInterfaces().map((i) => i.name))
      for (const iface of type.getInterfaces()) {
        if (!realInterfaces.has(iface.name))
          problems.push(`${type.name} implements ${iface.name}, the real type does not`)
      }
    } else if (isInputObjectType(type) && isInputObjectType(original)) {
      const realFields = original.getFields()
      for (const field of Object.values(type.getFields())) {
        const realField = realFields[field.name]
        if (!realField) problems.push(`${type.name}.${field.name}: input field not in the real schema`)
        else if (String(field.type) !== String(realField.type))
          problems.push(
            `${type.name}.${field.name}: ${String(field.type)} here, ${String(realField.type)} in the real schema`,
          )
      }
    } else if (isEnumType(type) && isEnumType(original)) {
      const realValues = new Set(original.getValues().map((v) => v.name))
      for (const value of type.getValues())
        if (!realValues.has(value.name))
          problems.push(`${type.name}.${value.name}: enum value not in the real schema`)
    } else if (isUnionType(type) && isUnionType(original)) {
      const realMembers = new Set(original.getTypes().map((t) => t.name))
      for (const member of type.getTypes())
        if (!realMembers.has(member.name))
          problems.push(`${type.name} | ${member.name}: not a member in the real schema`)
    } else if (!isScalarType(type)) {
      problems.push(`${type.name}: unexpected kind`)
    }
  }
  return problems
}

describe('the backend schema is a compatible subset of the recorded real shop’s', () => {
  let shop: TestBackend | undefined
  let served: GraphQLSchema

  beforeAll(async () => {
    shop = await startTestBackend({ products: 8 })
    const res = await fetch(shop.backend.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: getIntrospectionQuery() }),
    })
    const body = (await res.json()) as { data: IntrospectionQuery }
    served = buildClientSchema(body.data)
  })
  afterAll(async () => {
    await shop?.close()
  })

  it('uses the real root type names', () => {
    expect(served.getQueryType()?.name).toBe('RootQuery')
    expect(served.getMutationType()?.name).toBe('RootMutation')
  })

  it('has only types, fields, arguments and enum values of the real schema, with identical types', () => {
    const real = buildSchema(readFileSync(LIVE_SCHEMA, 'utf8'))
    expect(subsetDifferences(served, real)).toEqual([])
  })

  it('exposes every root field the storefront calls', () => {
    const queries = Object.keys(served.getQueryType()!.getFields())
    const mutations = Object.keys(served.getMutationType()!.getFields())
    for (const q of [
      'products',
      'product',
      'productCategories',
      'terms',
      'cart',
      'customer',
      'viewer',
      'order',
      'paymentGateways',
      'loginClients',
      'allowedCountries',
      'countryStates',
    ])
      expect(queries).toContain(q)
    for (const m of [
      'addToCart',
      'updateItemQuantities',
      'emptyCart',
      'applyCoupon',
      'removeCoupons',
      'updateShippingMethod',
      'updateCustomer',
      'updateUser',
      'checkout',
      'registerCustomer',
      'login',
      'logout',
      'refreshToken',
      'sendPasswordResetEmail',
      'resetUserPassword',
      'writeReview',
    ])
      expect(mutations).toContain(m)
  })
})
