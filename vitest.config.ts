import { defineConfig } from 'vitest/config'
import { readPublicConfig } from './src/config/public-config'

// One project per test layer; `npm test` runs them all, CI runs `npm test`.
export default defineConfig({
  define: {
    __PUBLIC_CONFIG__: JSON.stringify(readPublicConfig(process.env)),
  },
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        // Some units (checkout's slice, with the card payment) read the public config too.
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'payloads/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The shop runtime's tests load its UI modules too, which read the public config.
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The contract test reads the features' documents, whose modules load with their UI.
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Replays the exchanges recorded against a real WooCommerce (tests/conformance/recordings) against the
        // embedded backend; it reads the storefront's documents, whose modules load with their UI.
        extends: true,
        test: {
          name: 'conformance',
          include: ['tests/conformance/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The embedded backend's own tests, inside its workspace (backend/tests; fixture in backend/tests/support).
        test: {
          name: 'backend',
          include: ['backend/tests/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The card provider's stand-in, tested inside its own workspace.
        test: {
          name: 'payment-simulator',
          include: ['payment-simulator/tests/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
