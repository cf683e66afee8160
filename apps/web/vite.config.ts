/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// The workspace contract ships TypeScript source under this export condition.
const sourceCondition = '@bolajon/source';
// Where `npm run dev` forwards /api and /media: the api server (apps/api) on its default port.
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: apiUrl, changeOrigin: false },
  '/media': { target: apiUrl, changeOrigin: false },
};

// React Router's package exports point at its development build only (remix-run/react-router
// #14102): the build takes its production build, the same code without dev warnings, and smaller.
const reactRouterDist = path.dirname(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
);
const reactRouterBuild = (file: string) => path.join(reactRouterDist, 'production', file);
const productionReactRouter = [
  { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    conditions: [sourceCondition, ...defaultClientConditions],
    alias: command === 'build' ? productionReactRouter : [],
  },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
  server: { proxy },
  preview: { proxy },
  build: {
    // scripts/report-size.mjs reads the manifest to measure the first load of /login.
    manifest: true,
    target: 'es2022',
    // Every browser the app targets (Chrome on Android first) preloads modules by itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What the entry imports statically is one chunk: fewer requests and better compression
        // than the few shared chunks splitting would make of it (ADR 0019).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        // The lazily loaded contract runtime (src/lib/contract.ts) gets a name that says what it is.
        // (Matched by its modules: once screens import it statically it is no chunk's facade.)
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.includes('/packages/contract/src/index.ts'))
            ? 'assets/contract-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    restoreMocks: true,
    unstubGlobals: true,
  },
}));
