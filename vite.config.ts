import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The landing page's route chunks and the default language's texts are otherwise requested only
 * after the entry script has run: a chain of round trips that costs seconds on a slow mobile
 * network. Preloading them from index.html fetches them alongside the entry script.
 */
function preloadLandingChunks(): Plugin {
  const wanted = ['member/landing/landing-page.tsx', 'member/layout/site-layout.tsx', 'locales/en/common.json', 'locales/en/member.json'];
  return {
    name: 'preload-landing-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const files = new Set<string>();
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.isEntry || !chunk.facadeModuleId) continue;
          if (!wanted.some((path) => chunk.facadeModuleId!.endsWith(path))) continue;
          files.add(chunk.fileName);
          for (const imported of chunk.imports)
            if (!bundle[imported] || !(bundle[imported] as { isEntry?: boolean }).isEntry) files.add(imported);
        }
        return [...files].sort().map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), preloadLandingChunks()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    // .vite/manifest.json: which files each page needs, read by the bundle budget (npm run budget)
    // and by scripts/prerender.mjs to find each language's texts.
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
