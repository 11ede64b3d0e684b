import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The UI's import aliases, the same as tsconfig.json's paths: `@/` is ui/, `@domain/` the pure domain, `@contract`
 * the wire contract (the only server modules the UI may import).
 */
export const uiAliases = [
  { find: /^@\//, replacement: `${here('./ui')}/` },
  { find: /^@domain\//, replacement: `${here('./domain')}/` },
  { find: /^@contract$/, replacement: here('./adapters/http/contract.ts') },
];

export default defineConfig({
  root: 'ui',
  plugins: [react(), tailwindcss()],
  resolve: { alias: uiAliases },
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
