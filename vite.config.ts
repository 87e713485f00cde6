import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const web = (path: string) => fileURLToPath(new URL(`src/web/${path}`, import.meta.url));

/**
 * What a signed-in member's `/home` needs besides the entry, as the router and the header load it:
 * the layout and its gates, navigation, account menu and bell (the shell), then the page. Left to
 * Rollup, the modules under them came as some seventy small shared chunks, requested in three
 * rounds before `/api/user/info` could start. Merged, they are three files: the MUI parts and other
 * libraries they use, our shell, our home page. Other member pages take the same shell and library
 * files and keep their own chunks; admin screens may import the library file or the shell where
 * they use the same modules, and no admin screen is in any of them (docs/decisions/0013-bundle-budget.md).
 */
const SHELL_ROOTS = [
  'member/layout/site-layout.tsx',
  'member/layout/main-nav.tsx',
  'member/layout/account-menu.tsx',
  'member/notifications/notification-bell.tsx',
  'member/legal/member-gate.tsx',
  'member/layout/onboarded-gate.tsx',
].map(web);
const HOME_ROOTS = ['member/home/home-page.tsx'].map(web);
/** What the entry (main.tsx) loads once the page's pictures have: the app's start, in `app-core`. */
const APP_START = web('start-app.tsx');

/** A module of ours that lives among the libraries, for the entry to evaluate them by (main.tsx). */
const LIBRARIES_READY = web('lib/libraries-ready.ts');
/** The browser's entry: it loads the app's start in steps. */
const ENTRY = web('main.tsx');

/** React, React DOM and their scheduler, as module ids (CommonJS wrappers included). */
const REACT_DOM = /\/node_modules\/(react|react-dom|scheduler)\//;

type ModuleInfoOf = (id: string) => { importedIds: readonly string[]; importers: readonly string[] } | null;

/** Every module `roots` import statically (what loads with them), the roots included. */
function reach(roots: string[], infoOf: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    todo.push(...(infoOf(id)?.importedIds ?? []));
  }
  return seen;
}

function memberChunks() {
  let groups: { entry: Set<string>; shell: Set<string>; home: Set<string> } | undefined;
  return (id: string, { getModuleInfo }: { getModuleInfo: ModuleInfoOf }): string | undefined => {
    groups ??= {
      entry: reach([APP_START], getModuleInfo),
      shell: reach(SHELL_ROOTS, getModuleInfo),
      home: reach(HOME_ROOTS, getModuleInfo),
    };
    // Each language's locale files stay as Rollup makes them (and the entry, which is not reached).
    if (id.endsWith('.json')) return undefined;
    // The helper of dynamic imports has a file of its own: the entry uses it, and in `framework` or
    // `app-core` it would have the entry wait for the whole file.
    if (id.includes('vite/preload-helper')) return 'preload-helper';
    // React and React DOM (with the helpers Rollup adds to read CommonJS) have a file of their own:
    // the entry has the browser evaluate it in a task apart from the other libraries'.
    if (REACT_DOM.test(id) || id.startsWith('\0commonjsHelpers')) return 'react-dom';
    if (id === LIBRARIES_READY) return 'framework';
    // Libraries, and the helpers Rollup and Vite add (\0 ids) for them.
    const library = id.includes('/node_modules/') || id.startsWith('\0');
    // Rollup moves a manual chunk's unassigned dependencies into it, so what the entry needs is
    // named too: otherwise React or the i18n set-up would move into the first chunk that imports them.
    if (groups.entry.has(id)) return library ? 'framework' : 'app-core';
    if (groups.shell.has(id)) return library ? 'ui-kit' : 'member-shell';
    if (groups.home.has(id)) return library ? 'ui-kit' : 'member-home';
    return undefined;
  };
}

/**
 * The entry evaluates the app's start in three steps, a task each: React DOM, the other libraries,
 * the app (main.tsx). Vite preloads only what each dynamic import needs, which would fetch the
 * three one after the other; so the entry's first import preloads the files of all three at once,
 * found in the bundle (the start's chunk and every chunk it imports), and the later imports find
 * them loaded.
 */
function preloadAppStartAtOnce(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], host: { hostId: string }) => string[];
} {
  let entryFile: string | undefined;
  let startFiles: string[] = [];
  const plugin: Plugin = {
    name: 'preload-app-start-at-once',
    apply: 'build',
    // Before Vite's own writing of the preload lists, which asks resolveDependencies.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        entryFile = chunks.find((chunk) => chunk.moduleIds.includes(ENTRY))?.fileName;
        const start = chunks.find((chunk) => chunk.moduleIds.includes(APP_START));
        const files = new Set<string>();
        const add = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.imports.forEach(add);
        };
        if (start) add(start.fileName);
        startFiles = [...files];
      },
    },
  };
  // The entry's first step, React DOM's file, needs no other, so Vite would preload nothing for it.
  const resolveDependencies = (file: string, deps: string[], { hostId }: { hostId: string }) =>
    hostId === entryFile && deps.length === 0 && startFiles.includes(file) ? startFiles : deps;
  return { plugin, resolveDependencies };
}

const appStart = preloadAppStartAtOnce();

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), ...(isSsrBuild ? [] : [appStart.plugin])],
  // The server's render takes the libraries into its bundle, in their production builds whatever
  // NODE_ENV the server runs with: MUI names its classes with a label in development, so a page
  // drawn in development mode would carry class names the browser's build never makes, and the
  // browser would insert every style of the page again as it hydrates. (`--mode development`
  // builds both sides in development, for React's full hydration messages.)
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') },
      }
    : {}),
  resolve: {
    alias: [
      // React Router's package sends every bundler to its development build (its exports name no
      // other), with its checks and warnings; the production build it ships beside it is smaller
      // and does less on each navigation. Only in a build: `vite` in development keeps the warnings.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)),
            },
          ]
        : []),
    ],
  },
  // `vite build --ssr`: the same routes and components as a module for Node, which the server
  // renders each page with (src/web/entry-server.tsx, src/server/web-render.ts).
  build: isSsrBuild
    ? {
        outDir: '../../dist/render',
        emptyOutDir: true,
        target: 'node22',
        sourcemap: false,
        rollupOptions: { input: web('entry-server.tsx') },
      }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        target: 'es2020',
        sourcemap: false,
        // .vite/manifest.json: which files each page needs, read by the bundle budget (npm run budget).
        manifest: true,
        modulePreload: { resolveDependencies: appStart.resolveDependencies },
        // .vite/ssr-manifest.json: the file each source module ended up in, which the manifest does
        // not say for modules merged into a named chunk (a route's layout in member-shell). The
        // budget finds a page's route chunks by it (src/web/page-routes.json).
        ssrManifest: true,
        rollupOptions: { input: { index: web('index.html') }, output: { manualChunks: memberChunks() } },
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
