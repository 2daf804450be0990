import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pageFrame } from './scripts/pageFrame';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), pageFrame()],
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
});
