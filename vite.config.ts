import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  root: 'ui',
  plugins: [react(), tailwindcss()],
  // Vite 8 + "type": "module" otherwise turns CommonJS default exports (react-fast-marquee) into objects
  // in production builds only (React error #130); see STACK.md.
  legacy: { inconsistentCjsInterop: true },
  build: {
    outDir: '../dist/ui',
    emptyOutDir: true,
    // Lets the closing note and the e2e size check read which chunks the home page needs.
    manifest: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
