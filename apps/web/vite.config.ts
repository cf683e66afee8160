/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// The workspace contract ships TypeScript source under this export condition.
const sourceCondition = '@bolajon/source';
// Where `npm run dev` forwards /api and /media: the api server (apps/api) on its default port.
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: apiUrl, changeOrigin: false },
  '/media': { target: apiUrl, changeOrigin: false },
};

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
  server: { proxy },
  preview: { proxy },
  build: {
    // scripts/report-size.mjs reads the manifest to measure the first load of /login.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
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
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
