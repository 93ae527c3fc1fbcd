import { buildClientSchema, getIntrospectionQuery, printSchema, type IntrospectionQuery } from 'graphql'
import { send } from '../exchange'

/** Every `description` of an introspection result set to null: the schema's shape is ours to keep, its prose is not. */
function withoutDescriptions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDescriptions)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key, key === 'description' ? null : withoutDescriptions(v)]),
    )
  return value
}

/**
 * The shop's schema as SDL, read by introspection with the storefront's origin (a production WPGraphQL answers
 * introspection only with its public introspection setting on, or with GRAPHQL_DEBUG on).
 */
export async function readLiveSchema(graphqlUrl: string, origin: string): Promise<string> {
  const answer = await send(
    graphqlUrl,
    getIntrospectionQuery({ descriptions: false, inputValueDeprecation: true }),
    null,
    { 'content-type': 'application/json', accept: 'application/json', origin },
    'IntrospectionQuery',
  )
  const data = answer.body.data as IntrospectionQuery | undefined
  if (answer.status !== 200 || !data?.__schema)
    throw new Error(
      `Introspection failed (HTTP ${answer.status}: ${JSON.stringify(answer.body.errors ?? answer.body).slice(0, 200)}); ` +
        "turn on WPGraphQL's public introspection or GRAPHQL_DEBUG while recording",
    )
  return `${printSchema(buildClientSchema(withoutDescriptions(data) as IntrospectionQuery))}\n`
}
