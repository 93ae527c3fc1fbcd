import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const eslint = new ESLint({ cwd: root })

/** The rules broken if this existing file of the repository had this text instead. */
async function brokenRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result!.messages.map((m) => m.ruleId ?? m.message)
}

// The first lint reads the whole import graph (no-cycle): give it time on a busy machine.
describe('lint keeps the layout', { timeout: 60_000 }, () => {
  it('first-load code may not import the shop runtime, not even dynamically', async () => {
    expect(
      await brokenRules(
        'src/components/layout/Header.tsx',
        "import { sliceHook } from '../../shop-kit'\nexport const x = sliceHook\n",
      ),
    ).toContain('import/no-restricted-paths')
    expect(
      await brokenRules(
        'src/features/catalogue/product/add-to-cart.ts',
        "export const load = () => import('../../../shop/shop-runtime')\n",
      ),
    ).toContain('import/no-restricted-paths')
    expect(
      await brokenRules('pages/product/+route.ts', "export { useCart } from '../../src/features/cart'\n"),
    ).toContain('import/no-restricted-paths')
  })

  it('loadShop() is the one door to the runtime', async () => {
    const door = "export const load = () => import('../shop/shop-runtime')\n"
    expect(await brokenRules('src/shop-loader/load-shop.ts', door)).toEqual([])
    expect(await brokenRules('src/shop-loader/slots.tsx', door)).toContain('import/no-restricted-paths')
  })

  it("the shop's texts are imported by the runtime and the server renderer, never by first-load code", async () => {
    const texts = (to: string) => `import texts from '${to}locales/shop/en_US.json'\nexport const t = texts\n`
    expect(await brokenRules('src/components/layout/Header.tsx', texts('../../../'))).toContain(
      'import/no-restricted-paths',
    )
    expect(await brokenRules('renderer/+onRenderClient.tsx', texts('../'))).toContain(
      'import/no-restricted-paths',
    )
    expect(await brokenRules('renderer/+onRenderHtml.tsx', texts('../'))).toEqual([])
    expect(await brokenRules('src/shop/shop-runtime.ts', texts('../../'))).toEqual([])
  })

  it('first-load code may not import urql, except its types', async () => {
    const file = 'src/features/catalogue/product/add-to-cart.ts'
    expect(
      await brokenRules(file, "import { Client } from '@urql/core'\nexport const c = Client\n"),
    ).toContain('no-restricted-imports')
    expect(await brokenRules(file, "import { useQuery } from 'urql'\nexport const q = useQuery\n")).toContain(
      'no-restricted-imports',
    )
    expect(
      await brokenRules(file, "import type { Client } from '@urql/core'\nexport type C = Client\n"),
    ).toEqual([])
  })

  it('browser code may not import i18next, except its types; the server renderer and create-i18n may', async () => {
    for (const browserFile of [
      'src/components/layout/Header.tsx',
      'src/shop/shop-runtime.ts',
      'src/features/checkout/CheckoutForm.tsx',
      'src/features/catalogue/reviews/load-live-reviews.ts',
    ])
      expect(
        await brokenRules(browserFile, "import i18next from 'i18next'\nexport const i = i18next\n"),
        browserFile,
      ).toContain('no-restricted-imports')
    expect(
      await brokenRules(
        'src/shop/shop-runtime.ts',
        "import { createI18n } from '../i18n/create-i18n'\nexport const c = createI18n\n",
      ),
    ).toContain('no-restricted-imports')
    const file = 'src/components/layout/Header.tsx'
    expect(
      await brokenRules(
        file,
        "import { createI18n } from '../../i18n/create-i18n'\nexport const c = createI18n\n",
      ),
    ).toContain('no-restricted-imports')
    expect(
      await brokenRules(
        file,
        "import { useTranslation } from 'react-i18next'\nexport const u = useTranslation\n",
      ),
    ).toContain('no-restricted-imports')
    expect(
      await brokenRules(file, "import type { TFunction } from 'i18next'\nexport type T = TFunction\n"),
    ).toEqual([])
    expect(
      await brokenRules(
        'renderer/+onRenderHtml.tsx',
        "import i18next from 'i18next'\nexport const i = i18next\n",
      ),
    ).toEqual([])
  })

  it('first-load code imports GraphQL documents and clients only dynamically', async () => {
    const file = 'src/features/catalogue/product/add-to-cart.ts'
    expect(
      await brokenRules(file, "import { graphql } from '../../../graphql/tada'\nexport const g = graphql\n"),
    ).toContain('no-restricted-imports')
    expect(
      await brokenRules(file, "export const load = () => import('../../../graphql/catalogue-client')\n"),
    ).toEqual([])
  })

  it('features import each other only through index.ts', async () => {
    const file = 'src/features/checkout/checkout-cache.ts'
    expect(
      await brokenRules(file, "import { toCart } from '../cart/cart-mapper'\nexport const t = toCart\n"),
    ).toContain('import/no-restricted-paths')
    expect(await brokenRules(file, "import { toCart } from '../cart'\nexport const t = toCart\n")).toEqual([])
    expect(
      await brokenRules(
        'src/shop/scoped-ui.tsx',
        "import { createCartSlice } from '../features/cart/cart-slice'\nexport const c = createCartSlice\n",
      ),
    ).toContain('import/no-restricted-paths')
  })

  it('the shop kit imports no feature and not the root; features do not import the root', async () => {
    expect(
      await brokenRules(
        'src/shop-kit/feature.ts',
        "import { useCart } from '../features/cart'\nexport const u = useCart\n",
      ),
    ).toContain('import/no-restricted-paths')
    expect(
      await brokenRules(
        'src/shop-kit/feature.ts',
        "import { shopFeatures } from '../shop/features'\nexport const f = shopFeatures\n",
      ),
    ).toContain('import/no-restricted-paths')
    expect(
      await brokenRules(
        'src/features/checkout/PlaceOrderButton.tsx',
        "import type { ShopState } from '../../shop/shop-store'\nexport type S = ShopState\n",
      ),
    ).toContain('import/no-restricted-paths')
    expect(
      await brokenRules(
        'src/features/checkout/PlaceOrderButton.tsx',
        "import { sliceHook } from '../../shop-kit'\nexport const h = sliceHook\n",
      ),
    ).toEqual([])
  })

  it('no import cycles', async () => {
    expect(
      await brokenRules(
        'tests/unit/lint-fixtures/cycle-a.ts',
        "import { b } from './cycle-b'\nexport const a = b\n",
      ),
    ).toContain('import/no-cycle')
  })
})
