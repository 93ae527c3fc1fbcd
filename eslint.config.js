import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importPlugin from 'eslint-plugin-import'
import globals from 'globals'

// Directions of the layout (ARCHITECTURE.md §2): shared code -> features -> pages.
// The storefront never reaches into the embedded backend, and the backend never into the storefront.
const restrictedZones = [
  { target: './src/lib', from: ['./src/features', './pages', './renderer', './src/store'] },
  { target: './src/graphql', from: ['./src/features', './pages', './renderer', './src/components'] },
  { target: './payloads', from: ['./pages', './renderer', './src/features', './src/store'] },
  { target: ['./src', './pages', './renderer', './payloads'], from: ['./backend', './scripts', './tests'] },
  { target: './backend', from: ['./src', './pages', './renderer', './payloads', './scripts'] },
]

// The embedded backend's directions: http -> graphql (schema, context, errors) and resolvers -> shop (domain rules;
// outbox, oauth and images sit beside it) -> db (the only SQL) and auth (keys, tokens, passwords). A layer may reach
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
    target: [be('shop'), be('outbox'), be('oauth'), be('images')],
    from: [be('resolvers'), be('graphql'), be('http'), be('seed'), ...BACKEND_ENTRY],
  },
  { target: [be('resolvers'), be('graphql')], from: [be('http'), be('seed'), ...BACKEND_ENTRY] },
  { target: [be('http'), be('app.ts'), be('main.ts')], from: [be('seed')] },
  { target: ['./scripts', './tests'], from: './backend/src', except: ['./index.ts'] },
]

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.tmp/**',
      'node_modules/**',
      'backend/.data/**',
      '.data/**',
      'src/graphql/graphql-env.d.ts',
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
      'import/no-cycle': ['error', { maxDepth: 8 }],
      'import/no-restricted-paths': ['error', { zones: [...restrictedZones, ...backendZones] }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['scripts/**', 'backend/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
)
