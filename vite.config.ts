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
    // The API server listens on PORT (3000 unless set), so the dev server forwards there.
    proxy: { '/api': `http://localhost:${process.env.PORT || 3000}` },
  },
});
