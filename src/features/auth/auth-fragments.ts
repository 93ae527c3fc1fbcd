import { graphql } from '../../graphql/tada'

export const ViewerFields = graphql(`
  fragment ViewerFields on User {
    id
    databaseId
    firstName
    lastName
    email
    username
    nicename
    wooSessionToken
    avatar {
      url
    }
  }
`)

export const LoginClientFields = graphql(`
  fragment LoginClientFields on LoginClient {
    name
    provider
    isEnabled
    authorizationUrl
  }
`)
