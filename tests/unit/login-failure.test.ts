import { describe, expect, it } from 'vitest'
import { loginFailure } from '../../src/features/auth/login-failure'
import { GqlError } from '../../src/graphql/errors'

const refused = (init: { codes?: string[]; debug?: string[]; message?: string }) =>
  new GqlError({
    client: 'shop',
    operationType: 'mutation',
    operationName: 'login',
    statusCode: 200,
    messages: [init.message ?? 'The user could not be logged in.'],
    debugMessages: init.debug,
    codes: init.codes,
  })

describe('the reason a login failed, as the shopper reads it', () => {
  // The companion plugin passes WordPress's code on as extensions.code, with debug off as on.
  it.each([
    ['incorrect_password', 'errors.incorrectPassword'],
    ['invalid_username', 'errors.noAccount'],
    ['invalid_email', 'errors.noAccount'],
    ['empty_password', 'auth.fieldsRequired'],
    ['empty_username', 'auth.fieldsRequired'],
  ])('extensions.code %s → %s', (code, errorKey) => {
    expect(loginFailure(refused({ codes: [code] }))).toMatchObject({ success: false, errorKey })
  })

  it('the SPEC’s words for the two reasons', () => {
    expect(loginFailure(refused({ codes: ['invalid_username'] }))).toMatchObject({
      error: 'No account found with that username. Sign up for a new account.',
    })
    expect(loginFailure(refused({ codes: ['incorrect_password'] }))).toMatchObject({
      error: 'Incorrect password. Please try again.',
    })
  })

  it('reads WordPress’s words in extensions.debug when there is no code (debug on, no plugin)', () => {
    expect(
      loginFailure(refused({ debug: ['Error: The username nobody is not registered on this site.'] })),
    ).toMatchObject({ errorKey: 'errors.noAccount' })
  })

  it('guesses nothing when neither is there (production without the plugin’s setting)', () => {
    expect(loginFailure(refused({}))).toEqual({
      success: false,
      error: 'The email address, username or password is not right.',
      errorKey: 'auth.credentialsNotRight',
    })
  })

  it('ignores codes that are not WordPress’s login reasons (a security plugin’s lockout)', () => {
    expect(loginFailure(refused({ codes: ['too_many_retries'] }))).toMatchObject({
      errorKey: 'auth.credentialsNotRight',
    })
  })
})
