import { readdirSync, readFileSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importPlugin from 'eslint-plugin-import'
import globals from 'globals'

// Directions of the layout (docs/architecture.md): shared code -> features -> pages.
// The storefront never reaches into the embedded backend, and the backend never into the storefront.

/** Code of the first page load: it must not carry the shop runtime (GraphQL client, cart, account). */
const FIRST_LOAD = [
  './pages',
  './renderer',
  './payloads',
  './src/components',
  './src/config',
  './src/deploy',
  './src/domain',
  './src/features/catalogue',
  './src/features/errors',
  './src/features/static-pages',
  './src/features/wishlist',
  './src/i18n',
  './src/lib',
  './src/page-data',
  './src/routing',
  './src/shop-loader',
  './src/store',
]
/**
 * The shop runtime's features, read from the composition root's list (src/shop/features.ts imports each one's
 * descriptor from its folder): adding a feature there adds it here.
 */
const RUNTIME_FEATURES = [
  ...readFileSync(new URL('./src/shop/features.ts', import.meta.url), 'utf8').matchAll(
    /^import .* from '\.\.\/features\/([\w-]+)'$/gm,
  ),
].map((match) => match[1])
if (!RUNTIME_FEATURES.length)
  throw new Error('eslint.config.js: no feature imports found in src/shop/features.ts')
/** The lazily loaded shop runtime: the root, the kit, the features in it, and the card payment it uses. */
const SHOP_RUNTIME = [
  './src/shop',
  './src/shop-kit',
  ...RUNTIME_FEATURES.map((feature) => `./src/features/${feature}`),
  './src/features/payment',
]
/** Every feature: one folder each under src/features/. */
const FEATURES = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** First-load code reaches the runtime only through loadShop()'s dynamic import (the override below). */
const runtimeDoor = {
  target: FIRST_LOAD,
  from: SHOP_RUNTIME,
  message: 'First-load code reaches the shop runtime only through loadShop() (src/shop-loader/load-shop.ts).',
}

/** The shop's own texts come with the runtime; only the server renderer takes them statically (the override below). */
const shopTextsDoor = {
  target: FIRST_LOAD,
  from: './locales/shop',
  message: "The shop's texts load with the shop runtime (src/i18n/shop-texts.ts), not with the first load.",
}

const restrictedZones = [
  { target: './src/lib', from: ['./src/features', './pages', './renderer', './src/store'] },
  { target: './src/graphql', from: ['./src/features', './pages', './renderer', './src/components'] },
  { target: './payloads', from: ['./pages', './renderer', './src/features', './src/store'] },
  { target: ['./src', './pages', './renderer', './payloads'], from: ['./backend', './scripts', './tests'] },
  { target: './backend', from: ['./src', './pages', './renderer', './payloads', './scripts'] },
  runtimeDoor,
  shopTextsDoor,
  // The kit is the floor the runtime's features stand on; the root (src/shop) stands above them and assembles them.
  {
    target: './src/shop-kit',
    from: ['./src/features', './src/shop'],
    message: 'The shop kit stands below the features and the root (src/shop): it imports neither.',
  },
  {
    target: './src/features',
    from: './src/shop',
    message:
      'Features stand on the shop kit (src/shop-kit); src/shop is the root that assembles them and imports them.',
  },
  // A feature (and the runtime's wiring) uses another feature only through its index.ts.
  ...FEATURES.map((feature) => ({
    target: ['./src/shop', ...FEATURES.filter((f) => f !== feature).map((f) => `./src/features/${f}`)],
    from: `./src/features/${feature}`,
    except: ['./index.ts'],
    message: `Use what src/features/${feature} exports from its index.ts.`,
  })),
]

// The embedded backend's directions: http -> graphql (schema, context, errors) and resolvers -> shop (domain rules;
// outbox, oauth, images and payment sit beside it) -> db (the only SQL) and auth (keys, tokens, passwords). A layer may reach
// any layer below it, never one above. The seed is reached only through backend/src/index.ts (startBackend), and the
// root's scripts and tests reach the backend only through that same entry.
const be = (dir) => `./backend/src/${dir}`
const BACKEND_ENTRY = [be('index.ts'), be('main.ts')]
const backendZones = [
  {
    target: [be('db'), be('auth')],
    from: [
      be('shop'),
      be('outbox'),
      be('oauth'),
      be('images'),
      be('payment'),
      be('resolvers'),
      be('graphql'),
      be('http'),
      be('seed'),
      be('app.ts'),
      ...BACKEND_ENTRY,
    ],
  },
  { target: be('auth'), from: [be('db')] },
  {
    target: [be('shop'), be('outbox'), be('oauth'), be('images'), be('payment')],
    from: [be('resolvers'), be('graphql'), be('http'), be('seed'), ...BACKEND_ENTRY],
  },
  { target: [be('resolvers'), be('graphql')], from: [be('http'), be('seed'), ...BACKEND_ENTRY] },
  { target: [be('http'), be('app.ts'), be('main.ts')], from: [be('seed')] },
  { target: ['./scripts', './tests'], from: './backend/src', except: ['./index.ts'] },
]
/** First-load files as globs; the lazily imported live reads (live stock, live payloads) may use urql. */
const firstLoadFiles = FIRST_LOAD.map((dir) => `${dir.slice(2)}/**`)
const lazilyImported = [
  'src/features/catalogue/product/load-live-stock.ts',
  'src/features/catalogue/reviews/load-live-reviews.ts',
  'src/features/catalogue/product/review-documents.ts',
  'payloads/live.ts',
]
/** Where i18next itself is imported: the server renders with it; the browser never loads it. */
const i18nextHolders = ['src/i18n/create-i18n.ts', 'renderer/+onRenderHtml.tsx']
const I18NEXT_MESSAGE =
  'i18next renders on the server only; browser code reads texts through useT (src/i18n/browser-texts.ts).'
const i18nextPatterns = [
  { group: ['i18next', '**/i18n/create-i18n'], allowTypeImports: true, message: I18NEXT_MESSAGE },
  {
    group: ['react-i18next'],
    importNames: ['useTranslation', 'Trans', 'Translation', 'withTranslation'],
    message: I18NEXT_MESSAGE,
  },
]
/** Code that runs in the browser: the first load's and the shop runtime's. */
const browserFiles = ['src/**', 'pages/**', 'renderer/**', 'payloads/**']
const URQL_MESSAGE =
  'urql loads with the shop runtime (src/shop-loader/load-shop.ts) or a lazily imported module.'

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.tmp*/**',
      '.tools/**',
      'node_modules/**',
      'backend/.data/**',
      '.data/**',
      'src/graphql/graphql-env.d.ts',
      // Generated by `npm run codegen:backend`.
      'backend/src/graphql/resolver-types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-cycle': 'error',
      'import/no-restricted-paths': ['error', { zones: [...restrictedZones, ...backendZones] }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // The one door: loadShop() imports the runtime, dynamically.
    files: ['src/shop-loader/load-shop.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: restrictedZones.filter((zone) => zone !== runtimeDoor) },
      ],
    },
  },
  {
    // The server renders with every text; nothing of it reaches the browser.
    files: ['renderer/+onRenderHtml.tsx'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: restrictedZones.filter((zone) => zone !== shopTextsDoor) },
      ],
    },
  },
  {
    // No i18next in the browser. The first-load block below repeats these patterns with its own (a later
    // block's options for a rule replace an earlier one's), so this one holds for the shop runtime's code
    // and the lazily imported live reads.
    files: browserFiles,
    ignores: i18nextHolders,
    rules: { 'no-restricted-imports': ['error', { patterns: i18nextPatterns }] },
  },
  {
    files: firstLoadFiles,
    ignores: [...lazilyImported, ...i18nextHolders],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['urql', '@urql/*'], allowTypeImports: true, message: URQL_MESSAGE },
            {
              group: ['**/graphql/catalogue-client', '**/payloads/live', '**/graphql/tada', 'gql.tada'],
              allowTypeImports: true,
              message: 'GraphQL documents and clients are imported dynamically, never with the first load.',
            },
            ...i18nextPatterns,
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'backend/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // One graphql-js instance with graphql-yoga: see backend/src/graphql/graphql-js.ts.
    files: ['backend/src/**'],
    ignores: ['backend/src/graphql/graphql-js.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'graphql',
              message: "Take graphql values from backend/src/graphql/graphql-js.ts ('import type' is fine).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
)
