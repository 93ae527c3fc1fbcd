import { afterEach, describe, expect, it, vi } from 'vitest'
import { muteDeliberateVikeWarnings } from '../../scripts/prerender/deliberate-vike-warnings'

describe("the build log's Vike warnings", () => {
  const original = console.warn
  afterEach(() => {
    console.warn = original
  })

  it('drops only the warning about scripts not preloaded on purpose', () => {
    const printed = vi.fn()
    console.warn = printed
    muteDeliberateVikeWarnings()
    console.warn(
      '[vike][Warning][injectFilter()] We recommend against not preloading JavaScript (/assets/chunks/chunk-a.js)',
    )
    console.warn('[vike][Warning][injectFilter()] We recommend against not injecting /assets/style.css')
    console.warn('something else', 42)
    expect(printed.mock.calls).toEqual([
      ['[vike][Warning][injectFilter()] We recommend against not injecting /assets/style.css'],
      ['something else', 42],
    ])
  })
})
