import { GraphQLError } from './graphql-js'

/** An expected failure whose message is shown to the client as is (WooGraphQL's UserError). */
export class UserError extends GraphQLError {
  constructor(message: string) {
    super(message)
  }
}

export function fail(message: string): never {
  throw new UserError(message)
}
