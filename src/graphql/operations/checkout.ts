import { graphql } from '../tada'

export const Checkout = graphql(`
  mutation Checkout(
    $billing: CustomerAddressInput = {}
    $shipping: CustomerAddressInput = {}
    $metaData: [MetaDataInput] = []
    $paymentMethod: String = "paystack"
    $customerNote: String = ""
    $shipToDifferentAddress: Boolean = false
    $account: CreateAccountInput = { username: "", password: "" }
    $transactionId: String = ""
    $isPaid: Boolean = false
  ) {
    checkout(
      input: {
        billing: $billing
        shipping: $shipping
        metaData: $metaData
        paymentMethod: $paymentMethod
        customerNote: $customerNote
        shipToDifferentAddress: $shipToDifferentAddress
        account: $account
        transactionId: $transactionId
        isPaid: $isPaid
      }
    ) {
      result
      redirect
      order {
        id
        databaseId
        orderKey
        orderNumber
        status
        needsPayment
        needsProcessing
        total
        subtotal
        paymentMethod
        paymentMethodTitle
        customer {
          id
          email
        }
      }
    }
  }
`)

export const GetAllowedCountries = graphql(`
  query getAllowedCountries {
    allowedCountries
  }
`)

export const GetStates = graphql(`
  query getStates($country: CountriesEnum!) {
    countryStates(country: $country) {
      code
      name
    }
  }
`)
