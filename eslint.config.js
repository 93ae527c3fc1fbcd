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
      'import/no-restricted-paths': ['error', { zones: restrictedZones }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
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
