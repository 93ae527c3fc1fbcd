import { describe, expect, it } from 'vitest'
import { buildClientOptionsFromEnv } from '../../scripts/prerender/build-client'

describe("the build client's settings from the environment", () => {
  it('keeps the defaults when nothing is set', () => {
    expect(buildClientOptionsFromEnv({})).toEqual({})
    expect(buildClientOptionsFromEnv({ PRERENDER_TIMEOUT_S: '', PRERENDER_ATTEMPTS: ' ' })).toEqual({})
  })

  it('reads the timeout in seconds and the attempts', () => {
    expect(buildClientOptionsFromEnv({ PRERENDER_TIMEOUT_S: '300', PRERENDER_ATTEMPTS: '1' })).toEqual({
      timeoutMs: 300_000,
      attempts: 1,
    })
    expect(buildClientOptionsFromEnv({ PRERENDER_TIMEOUT_S: '2.5' })).toEqual({ timeoutMs: 2_500 })
  })

  it('stops on a value that is no positive number, saying which one', () => {
    expect(() => buildClientOptionsFromEnv({ PRERENDER_TIMEOUT_S: '2m' })).toThrow(
      'PRERENDER_TIMEOUT_S must be a positive number, not "2m"',
    )
    expect(() => buildClientOptionsFromEnv({ PRERENDER_TIMEOUT_S: '0' })).toThrow(/PRERENDER_TIMEOUT_S/)
    expect(() => buildClientOptionsFromEnv({ PRERENDER_ATTEMPTS: '2.5' })).toThrow(
      'PRERENDER_ATTEMPTS must be a positive whole number, not "2.5"',
    )
    expect(() => buildClientOptionsFromEnv({ PRERENDER_ATTEMPTS: '-1' })).toThrow(/PRERENDER_ATTEMPTS/)
  })
})
