import { graphql, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createCredentialsCheck } from '../../../src/features/auth'
import { answerAsRecorded } from '../../support/recorded-handler'
import { recordedCase } from '../../support/recorded-cases'
import { fakeEnv, getCartData, GQL_URL, mockBackend, runtime } from './helpers'

/** The password and session operations of the account against what a real Headless Login answered. */
const server = mockBackend()

const jwt = (exp: number) => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${encode({ alg: 'HS256' })}.${encode({ exp, data: { user: { id: 3 } } })}.signature`
}

/** A fetch answering with a recorded case's status and body. */
const recordedFetch =
  (caseName: string): typeof fetch =>
  async () => {
    const { status, body } = recordedCase(caseName)
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }

describe('account operations (recorded answers)', () => {
  it('checkPassword-ok / checkPassword-wrong: the current password is right / refused', async () => {
    expect(await createCredentialsCheck(GQL_URL, recordedFetch('checkPassword-ok'))('demo', 'x')).toBe(true)
    expect(await createCredentialsCheck(GQL_URL, recordedFetch('checkPassword-wrong'))('demo', 'x')).toBe(
      false,
    )
  })

  it.each(['ResetPasswordKey-bad-key', 'ResetPasswordKey-bad-login'])(
    '%s: the reset link is invalid (with the way to a new one)',
    async (caseName) => {
      server.use(answerAsRecorded(caseName))
      const { store } = runtime(fakeEnv('/my-account/lost-password').env)
      expect(
        await store.getState().resetPassword({ key: 'badkey123', login: 'demo', password: 'N3w' }),
      ).toEqual({
        success: false,
        error: 'Password reset link is invalid.',
        errorKey: 'errors.invalidResetLink',
      })
    },
  )

  it.each(['ResetPasswordEmail-known', 'ResetPasswordEmail-unknown'])(
    '%s: the same confirmation for a known and an unknown address',
    async (caseName) => {
      const { data } = recordedCase(caseName).body as {
        data: { sendPasswordResetEmail: { success: boolean } }
      }
      server.use(
        graphql.mutation('ResetPasswordEmail', () =>
          HttpResponse.json({
            data: {
              sendPasswordResetEmail: {
                __typename: 'SendPasswordResetEmailPayload',
                success: data.sendPasswordResetEmail.success,
              },
            },
          } as never),
        ),
      )
      const { store } = runtime(fakeEnv('/my-account/lost-password').env)
      expect(await store.getState().requestPasswordReset('someone@example.com')).toEqual({ success: true })
    },
  )

  it('refreshToken-garbage (HTTP 403, success false): the login is dropped and the request goes as a guest', async () => {
    const sent: (string | null)[] = []
    server.use(
      answerAsRecorded('refreshToken-garbage'),
      graphql.query('getCart', ({ request }) => {
        sent.push(request.headers.get('authorization'))
        return HttpResponse.json({ data: getCartData() } as never)
      }),
    )
    const { env, cookies } = fakeEnv()
    cookies.set('auth-token', jwt(Math.floor(Date.now() / 1000) + 20))
    cookies.set('auth-refresh-token', 'garbage-token')
    await runtime(env).store.getState().init()
    expect(sent).toEqual([null])
    expect(cookies.get('auth-token')).toBeUndefined()
    expect(cookies.get('auth-refresh-token')).toBeUndefined()
    expect(env.location.reload).not.toHaveBeenCalled()
  })
})
