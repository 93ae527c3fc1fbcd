import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { chunkReport } from './scripts/bench/chunk-report-plugin'
import { firstLoadChunks } from './scripts/vite/first-load-chunks'
import { readPublicConfig } from './src/config/public-config'

export default defineConfig({
  plugins: [react(), vike(), chunkReport(), firstLoadChunks()],
  define: {
    __PUBLIC_CONFIG__: JSON.stringify(readPublicConfig(process.env)),
  },
  build: {
    target: 'es2022',
    outDir: process.env.DIST_DIR || 'dist',
    emptyOutDir: true,
    // Sizes are measured in gzip bytes by `npm run bench`, not by Vite.
    reportCompressedSize: false,
  },
})
