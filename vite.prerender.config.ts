import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Builds the landing page's prerender entry for Node; `scripts/prerender.mjs` runs it. */
export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  ssr: { noExternal: true },
  build: {
    ssr: 'prerender/landing.tsx',
    outDir: '../../dist/prerender',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
  },
  // The bundle imports the English texts directly; Vite's note that they are also lazy elsewhere is noise here.
  logLevel: 'error',
});
