import { Kind, type OperationDefinitionNode } from 'graphql'
import { describe, expect, it } from 'vitest'
import { Checkout } from '../../src/features/checkout/checkout-documents'

const operation = Checkout.definitions.find(
  (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
)!

describe('the Checkout document', () => {
  it('gives $account no default: any account input, even empty, makes WooGraphQL create an account', () => {
    const account = operation.variableDefinitions?.find((v) => v.variable.name.value === 'account')
    expect(account, '$account is declared').toBeDefined()
    expect(account?.defaultValue).toBeUndefined()
  })
})
