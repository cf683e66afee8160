/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { VitePWA } from 'vite-plugin-pwa';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import {
  chunkGroups,
  groupRoots,
  isContractCoreModule,
  isContractPhoneModule,
} from './scripts/chunk-groups.mjs';
import { teacherOnlyFiles } from './scripts/precache-scope.mjs';

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

/** The modules of the entry and shell chunks, known once the build has read the module graph. */
const groups = { entry: new Set<string>(), shell: new Set<string>() };

/** Fills `groups` from the module graph (rolldown's chunk groups see only a module's id). */
function chunkGroupsPlugin(): Plugin {
  return {
    name: 'bolajon:chunk-groups',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const fromWeb = (paths: string[]) =>
        paths.map((file) => path.resolve(import.meta.dirname, file));
      const found = chunkGroups({
        entries: ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        roots: {
          signIn: fromWeb(groupRoots.signIn),
          entry: fromWeb(groupRoots.entry),
          shell: fromWeb(groupRoots.shell),
          shellTexts: fromWeb(groupRoots.shellTexts),
        },
        importsOf: (id) => this.getModuleInfo(id)?.importedIds ?? [],
      });
      groups.entry = found.entry;
      groups.shell = found.shell;
    },
  };
}

/** The favicon inlined into index.html: one request less before anything paints. */
function inlineFaviconPlugin(): Plugin {
  return {
    name: 'bolajon:inline-favicon',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      html.source = String(html.source).replace(
        /(<link rel="icon" type="image\/svg\+xml" href=")\/(assets\/[^"]+\.svg)(")/,
        (link: string, before: string, file: string, after: string) => {
          const icon = bundle[file];
          if (icon?.type !== 'asset') return link;
          return `${before}data:image/svg+xml;base64,${Buffer.from(icon.source).toString('base64')}${after}`;
        },
      );
    },
  };
}

/**
 * The service worker (src/sw.ts, ADR 0053): Workbox precaches the built shell. The manifest is
 * public/manifest.webmanifest (ADR 0049) and the page registers the worker itself, lazily
 * (lib/service-worker.ts), so the plugin writes neither.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  registerType: 'prompt',
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // The build's own records, and the precompressed copies (the server picks those itself).
    globIgnores: ['.vite/**', '**/*.br', '**/*.gz', 'onboarding/**', 'icons/**'],
    // Not the studio's and the console's files: a family's phone never opens them.
    manifestTransforms: [
      (entries) => {
        const manifest = JSON.parse(
          readFileSync(path.join(import.meta.dirname, 'dist', '.vite', 'manifest.json'), 'utf8'),
        );
        const teacherOnly = teacherOnlyFiles(manifest);
        return { manifest: entries.filter((entry) => !teacherOnly.has(entry.url)), warnings: [] };
      },
    ],
  },
  devOptions: { enabled: false },
});

export default defineConfig(({ command }) => ({
  plugins: [react(), chunkGroupsPlugin(), inlineFaviconPlugin(), serviceWorker],
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
        // Few chunks at the start of a visit: each request costs a round trip on a phone's
        // network (scripts/chunk-groups.mjs says which module goes where, and why; ADR 0024).
        codeSplitting: {
          groups: [
            { name: 'app', test: (id: string) => groups.entry.has(id), priority: 4 },
            { name: 'contract-core', test: isContractCoreModule, priority: 3 },
            { name: 'contract', test: isContractPhoneModule, priority: 2 },
            { name: 'shell', test: (id: string) => groups.shell.has(id), priority: 1 },
          ],
        },
        chunkFileNames: 'assets/[name]-[hash].js',
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs', 'eslint/**/*.test.mjs'],
    restoreMocks: true,
    unstubGlobals: true,
    // A long screen test (a whole game) took 5.04 s with both cores busy and failed vitest's
    // 5 s default: the bound is for a hung test, not a slow machine (no test waits on time).
    testTimeout: 30_000,
  },
}));
