import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * src/preload.ts is an entry of its own, first in index.html's head: its few imports arrive long
 * before the app's entry has, and it asks for the first screen's chunks, so that they download
 * beside the entry instead of after it has run. Vite folds every script of index.html into one
 * entry, hence this plugin, which adds the preload entry's script and its imports itself.
 */
function startupPreload(): Plugin {
  return {
    name: 'freightdesk-startup-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const entry = Object.values(ctx.bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.isEntry && file.name === 'preload',
        );
        if (entry?.type !== 'chunk') throw new Error('the build has no preload entry (src/preload.ts)');
        const tags: HtmlTagDescriptor[] = [
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `/${entry.fileName}` } },
          ...entry.imports.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          })),
        ];
        return tags.map((tag) => ({ ...tag, injectTo: 'head-prepend' as const }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), startupPreload()],
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { input: { index: here('index.html'), preload: here('src/preload.ts') } },
  },
});
