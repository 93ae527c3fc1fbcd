import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { readPublicConfig } from './src/config/public-config'

export default defineConfig({
  plugins: [react(), vike()],
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
