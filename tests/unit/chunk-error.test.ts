import { describe, expect, it } from 'vitest'
import { isChunkLoadError } from '../../src/deploy/chunk-error'

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://shop.example/assets/x.js'),
    new TypeError('error loading dynamically imported module: https://shop.example/assets/x.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/x.css'),
  ])('takes a failed chunk download for one: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true)
  })

  it.each([new Error('Product not found'), new TypeError('x is undefined'), undefined, null, 42])(
    'does not take an error of the loaded code for one: %s',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false)
    },
  )
})
