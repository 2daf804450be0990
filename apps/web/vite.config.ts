import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pageFrame } from './scripts/pageFrame';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Few, larger chunks: the entry with everything it imports statically (one file), the libraries
 * two or more screens share (one file), the app's own code two or more screens share (one file),
 * and each screen's or panel's own code. A phone on a slow line pays a round trip for each
 * request, and the ~60 small shared chunks the default split made queued on the browser's six
 * connections: a PO's screen needed 79 files, now 5 (bench/RESULTS.md, "fewer, larger chunks").
 * The shared files come once, with the first screen; later screens fetch only their own code.
 */
const codeSplitting = {
  groups: [
    { name: 'initial', tags: ['$initial' as const], priority: 3 },
    { name: 'ui', test: /node_modules/, minShareCount: 2, priority: 2 },
    { name: 'kit', test: /[\\/]src[\\/]/, minShareCount: 2, priority: 1 },
  ],
};

/**
 * The contracts' slices (src/api/contractSlices), which main.tsx imports one after the other, are
 * asked for by the page's head: each is in hand when its turn comes, not a round trip after the last.
 */
function preloadContractSlices(): Plugin {
  return {
    name: 'freightdesk-contract-slices',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.values(bundle ?? {}).flatMap((chunk) =>
          chunk.type === 'chunk' && /[\\/]api[\\/]contractSlices[\\/](?!index)/.test(chunk.facadeModuleId ?? '')
            ? [
                {
                  tag: 'link',
                  attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
                  injectTo: 'head' as const,
                },
              ]
            : [],
        ),
    },
  };
}

export default defineConfig({
  plugins: [react(), pageFrame(), preloadContractSlices()],
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // Each module's body runs when a screen first imports it, not when its chunk arrives: the shared
    // chunk holds every module's contracts, and building all their schemas at once was the longest
    // task of a first visit (bench/RESULTS.md, "modules run on first use").
    rolldownOptions: { output: { codeSplitting, strictExecutionOrder: true } },
  },
});
