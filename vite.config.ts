import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { dashboardScreens, pageHints, type PageNeeds } from './vite.page-hints.ts';
import { precompress } from './vite.precompress.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The UI's import aliases, the same as tsconfig.json's paths: `@/` is ui/, `@domain/` the pure domain, `@contract/<area>`
 * an area's wire contract, adapters/http/<area>/contract.ts (the only server modules the UI may import).
 */
export const uiAliases = [
  { find: /^@\//, replacement: `${here('./ui')}/` },
  { find: /^@domain\//, replacement: `${here('./domain')}/` },
  { find: /^@contract\/([a-z-]+)$/, replacement: `${here('./adapters/http')}/$1/contract.ts` },
];

/**
 * What each page needs before it can draw, named in its HTML by the server (adapters/http/static-ui.ts). Every
 * dashboard screen needs the identity SDK (it waits for the session), the dashboard's layout and the signed-in screens'
 * words (English: a Bangla reader's come once the app knows the choice), then its own code.
 */
const DASHBOARD: PageNeeds = {
  modules: [
    'ui/app/dashboard/DashboardRoutes.tsx',
    'ui/i18n/en/signed-in.ts',
    'node_modules/firebase/app/',
    'node_modules/firebase/auth/',
  ],
};
const PAGES: Record<string, PageNeeds> = {
  '/': { modules: ['ui/features/home/components/HomePage.tsx'], images: ['/images/banners/banner-1.svg'] },
  '/apartments': { modules: ['ui/features/apartments/components/ApartmentsPage.tsx'] },
  '/login': { modules: ['ui/features/auth/components/LoginPage.tsx'] },
  '/register': { modules: ['ui/features/auth/components/RegisterPage.tsx'] },
  '/unsubscribe': { modules: ['ui/features/notifications/components/UnsubscribePage.tsx'] },
  '/dashboard': DASHBOARD,
  ...Object.fromEntries(
    [...dashboardScreens(here('./ui/app/routes.tsx'))].map(([path, module]) => [
      `/dashboard/${path}`,
      { modules: [...DASHBOARD.modules, module] },
    ]),
  ),
};

/**
 * The browser app into dist/ui; with `--ssr` (`npm run build:ui`'s second step), the server's drawing of the landing
 * pages (ui/entry-server.tsx) into dist/ui-ssr, which the server loads. Its packages stay in node_modules.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'ui',
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [pageHints(PAGES, here('.')), precompress()])],
  resolve: { alias: uiAliases },
  // Vite 8 + "type": "module" otherwise turns CommonJS default exports (react-fast-marquee) into objects
  // in production builds only (React error #130: an element type that is an object, not a component).
  legacy: { inconsistentCjsInterop: true },
  build: isSsrBuild
    ? {
        outDir: '../dist/ui-ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { input: { 'entry-server': here('./ui/entry-server.tsx') } },
      }
    : {
        outDir: '../dist/ui',
        emptyOutDir: true,
        // Lets the closing note and the e2e size check read which chunks the home page needs.
        manifest: true,
      },
  server: {
    // The API server listens on PORT (3000 unless set), so the dev server forwards there.
    proxy: { '/api': `http://localhost:${process.env.PORT || 3000}` },
  },
}));
