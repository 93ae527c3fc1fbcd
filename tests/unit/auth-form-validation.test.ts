import { describe, expect, it } from 'vitest'
import {
  checkNewPassword,
  checkPasswordChange,
  checkRegistration,
  checkResetRequest,
  looksLikeEmail,
} from '../../src/features/auth/form-validation'

const form = { username: 'kemi', email: 'kemi@example.com', password: 'secret-1', confirmation: 'secret-1' }

describe('account form checks before anything is sent', () => {
  it('accepts a complete registration', () => {
    expect(checkRegistration(form)).toBeNull()
  })

  it('refuses passwords that do not match, with the shop message', () => {
    expect(checkRegistration({ ...form, confirmation: 'secret-2' })).toEqual({
      success: false,
      error: 'Passwords do not match. Please try again.',
      errorKey: 'errors.passwordsDoNotMatch',
    })
    // Compared exactly: a trailing space is another password.
    expect(checkNewPassword('secret', 'secret ')).toMatchObject({ errorKey: 'errors.passwordsDoNotMatch' })
  })

  it.each([
    ['username', { username: '  ' }],
    ['email', { email: '' }],
    ['password', { password: '', confirmation: '' }],
    ['confirmation', { confirmation: '' }],
  ])('needs the %s', (_field, change) => {
    expect(checkRegistration({ ...form, ...change })).toMatchObject({ errorKey: 'auth.fieldsRequired' })
  })

  it.each(['kemi', 'kemi@', '@example.com', 'kemi@example', 'ke mi@example.com'])(
    'refuses the email %j',
    (email) => {
      expect(looksLikeEmail(email)).toBe(false)
      expect(checkRegistration({ ...form, email })).toMatchObject({ errorKey: 'auth.emailInvalid' })
    },
  )

  it('checks the password change: current given, new confirmed, each refusal on its own field', () => {
    expect(checkPasswordChange('', 'a', 'a')).toMatchObject({
      field: 'current',
      refusal: { errorKey: 'auth.fieldsRequired' },
    })
    expect(checkPasswordChange('old', '', '')).toMatchObject({ field: 'password' })
    expect(checkPasswordChange('old', 'a', 'b')).toMatchObject({
      field: 'confirmation',
      refusal: { errorKey: 'errors.passwordsDoNotMatch' },
    })
    expect(checkPasswordChange('old', 'a', 'a')).toBeNull()
  })

  it('needs a username or email for the reset request', () => {
    expect(checkResetRequest('   ')).toMatchObject({ errorKey: 'lostPassword.required' })
    expect(checkResetRequest('demo')).toBeNull()
  })
})
