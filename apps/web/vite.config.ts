import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

const pkg = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);

export default defineConfig({
  plugins: [react(), precompress()],
  server: { proxy: { '/api': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunks each page loads, for the size budgets (scripts/bundle-size.mjs)
    manifest: true,
    rolldownOptions: {
      output: {
        // Library code in chunks of its own, apart from the app's: an app change keeps their names
        // (content hashes), so browsers keep them cached. React, the router and i18next are on
        // every page; antd and the rest are split by the pages that use them (entriesAware), so
        // the login page loads no antd at all.
        // 'antd~page-a~page-b' names say which pages share a chunk: the group name is enough
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
        codeSplitting: {
          groups: [
            { name: 'react', test: pkg('react|react-dom|scheduler'), priority: 40 },
            { name: 'router', test: pkg('react-router'), priority: 30 },
            { name: 'i18n', test: pkg('i18next|react-i18next|html-parse-stringify|void-elements'), priority: 20 },
            // the app's base layer (request layer, session, the strings' loader) is on every page:
            // one chunk instead of a dozen of a few hundred bytes, each with its own request.
            // refresh-identity reads a declaration with its schemas (zod), which the login page must not load
            {
              name: 'base',
              test: /[\\/]apps[\\/]web[\\/]src[\\/](?:api[\\/](?!testing)|session[\\/](?!refresh-identity)|i18n[\\/](?:index|resources)\.ts)/,
              priority: 5,
            },
            {
              name: 'antd',
              test: pkg('antd|@ant-design|@rc-component|rc-[\\w-]+'),
              priority: 10,
              entriesAware: true,
              entriesAwareMergeThreshold: 0,
            },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 0, entriesAware: true, entriesAwareMergeThreshold: 0 },
          ],
        },
      },
    },
  },
});
