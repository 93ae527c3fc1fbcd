import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureConsole } from './console-capture'
import { startTestBackend, type TestBackend } from '../support/test-backend'

/** A GET a client sends (the JSON content type passes the CSRF prevention) with raw query-string parameters. */
async function getWith(shop: TestBackend, params: string) {
  const res = await fetch(
    `${shop.backend.graphqlUrl}?query=${encodeURIComponent('{ __typename }')}&${params}`,
    {
      headers: { 'content-type': 'application/json', accept: 'application/json' },
    },
  )
  return { status: res.status, body: await res.text() }
}

describe('malformed GET parameters', () => {
  let shop: TestBackend
  beforeAll(async () => {
    shop = await startTestBackend({ products: 4, quiet: false })
  })
  afterAll(() => shop.close())

  it('are refused with HTTP 400 and a clear message, without a stack trace in the answer or the log', async () => {
    const answers: Array<{ status: number; body: string }> = []
    const log = await captureConsole(async () => {
      for (const params of ['variables={bad', 'extensions={bad', `variables=${encodeURIComponent('{"a":')}`])
        answers.push(await getWith(shop, params))
    })
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400])
    expect(JSON.parse(answers[0]!.body).errors[0].message).toBe(
      'Expected "variables" param to be valid JSON.',
    )
    expect(JSON.parse(answers[1]!.body).errors[0].message).toBe(
      'Expected "extensions" param to be valid JSON.',
    )
    for (const { body } of answers) expect(body).not.toMatch(/\bat .*:\d+|Internal server error/)
    expect(log).toBe('')
  })

  it('still answer a well-formed GET', async () => {
    const ok = await getWith(shop, `variables=${encodeURIComponent('{}')}`)
    expect(ok.status).toBe(200)
    expect(JSON.parse(ok.body)).toEqual({ data: { __typename: 'RootQuery' } })
  })
})
