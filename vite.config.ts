import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'

export default defineConfig({
  plugins: [react(), vike()],
  build: {
    target: 'es2022',
    // The product page budget is measured in gzip bytes; keep chunks honest and visible.
    reportCompressedSize: false,
  },
})
