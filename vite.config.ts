import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { chunkReport } from './scripts/bench/chunk-report-plugin'
import { firstLoadChunks } from './scripts/vite/first-load-chunks'
import { paystackSdkHosts } from './scripts/vite/paystack-sdk-hosts'
import { readPaymentHosts } from './src/config/payment-hosts'
import { readPublicConfig } from './src/config/public-config'

const payment = readPaymentHosts(process.env)

export default defineConfig({
  plugins: [
    react(),
    vike(),
    chunkReport(),
    firstLoadChunks(),
    paystackSdkHosts({ apiUrl: `${payment.apiUrl}/`, checkoutUrl: `${payment.checkoutUrl}/` }),
  ],
  define: {
    __PUBLIC_CONFIG__: JSON.stringify(readPublicConfig(process.env)),
  },
  // The SDK must pass through the plugin above, which a pre-bundled dependency would skip.
  optimizeDeps: { exclude: ['@paystack/inline-js'] },
  build: {
    target: 'es2022',
    outDir: process.env.DIST_DIR || 'dist',
    emptyOutDir: true,
    // Sizes are measured in gzip bytes by `npm run bench`, not by Vite.
    reportCompressedSize: false,
  },
})
