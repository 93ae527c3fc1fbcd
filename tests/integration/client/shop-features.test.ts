import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cacheConfig } from '../../../src/shop/cache-config'
import { shopFeatures } from '../../../src/shop/features'
import { shopDocuments } from '../../../src/shop/shop-documents'
import { operationNameOf } from '../../../src/graphql/operation-name'
import { fakeEnv, runtime } from './helpers'

/** The feature folders src/shop/features.ts imports, as eslint.config.js reads them. */
const importedFolders = [
  ...readFileSync(new URL('../../../src/shop/features.ts', import.meta.url), 'utf8').matchAll(
    /^import .* from '\.\.\/features\/([\w-]+)'$/gm,
  ),
].map((match) => match[1])

describe('the composition root folds over the features', () => {
  it('lists each feature once, named after the folder it is imported from (the lint zones read those folders)', () => {
    expect(shopFeatures.map((feature) => feature.name).sort()).toEqual([...importedFolders].sort())
    expect(new Set(shopFeatures.map((feature) => feature.name)).size).toBe(shopFeatures.length)
  })

  it("takes every feature's documents, cache keys and updaters, once each", () => {
    const names = shopDocuments.map(operationNameOf)
    expect(new Set(names).size).toBe(names.length)
    for (const feature of shopFeatures) {
      for (const document of feature.documents) expect(names).toContain(operationNameOf(document))
      for (const key of Object.keys(feature.cache?.keys ?? {})) expect(cacheConfig.keys).toHaveProperty(key)
      for (const field of Object.keys(feature.cache?.mutations ?? {}))
        expect(cacheConfig.updates?.Mutation).toHaveProperty(field)
      for (const field of Object.keys(feature.cache?.optimistic ?? {}))
        expect(cacheConfig.optimistic).toHaveProperty(field)
    }
  })

  it("builds the store from every feature's slice, next to the session's", () => {
    const state = runtime(fakeEnv().env).store.getState()
    expect(state).toMatchObject({
      isLoaded: false,
      isUpdatingCart: false,
      isPending: false,
      isPlacingOrder: false,
    })
    for (const action of ['init', 'addToCart', 'login', 'updateProfile', 'placeOrder', 'keptOrder'] as const)
      expect(typeof state[action]).toBe('function')
  })
})
