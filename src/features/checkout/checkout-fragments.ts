import { graphql } from '../../graphql/tada'

export const PaymentGatewayFields = graphql(`
  fragment PaymentGatewayFields on PaymentGateway {
    id
    title
    description
  }
`)
