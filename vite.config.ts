import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

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
const ENTRY = web('main.tsx');
const EARLY = web('early/early-reads.ts');
const LANDING_SCRIPT = web('static-landing/static-landing.ts');
const STATIC_HOME = web('static-home/static-home.ts');

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
  let groups:
    | { early: Set<string>; staticHome: Set<string>; landing: Set<string>; entry: Set<string>; shell: Set<string>; home: Set<string> }
    | undefined;
  return (id: string, { getModuleInfo }: { getModuleInfo: ModuleInfoOf }): string | undefined => {
    groups ??= {
      early: reach([EARLY], getModuleInfo),
      staticHome: reach([STATIC_HOME], getModuleInfo),
      landing: reach([LANDING_SCRIPT], getModuleInfo),
      entry: reach([ENTRY], getModuleInfo),
      shell: reach(SHELL_ROOTS, getModuleInfo),
      home: reach(HOME_ROOTS, getModuleInfo),
    };
    // The entry modules themselves, and each language's locale files, stay as Rollup makes them.
    if (id === ENTRY || id === EARLY || id === LANDING_SCRIPT || id === STATIC_HOME || id.endsWith('.json')) return undefined;
    // Libraries, and the helpers Rollup and Vite add (\0 ids) for them.
    const library = id.includes('/node_modules/') || id.startsWith('\0');
    // Rollup moves a manual chunk's unassigned dependencies into it, so what the entries need is
    // named too: otherwise React or the i18n set-up would move into the first chunk that imports
    // them. The landing page's script shares only its few small modules.
    if (groups.landing.has(id)) return 'landing-shared';
    // The early reads' few modules run before the app's code has arrived: a chunk of their own.
    if (groups.early.has(id)) return 'early-shared';
    // The static home's script (docs/decisions/0027-home-first-view-static.md): what only it uses
    // stays in its own file; what the app uses too joins the early reads' chunk, which both load,
    // so the script never pulls in a chunk of the app.
    if (groups.staticHome.has(id)) {
      // The app's own chunks, or a part of the app loaded later (a lazy page or notice) that imports it.
      const staticHome = groups.staticHome;
      const appToo =
        groups.entry.has(id) ||
        groups.shell.has(id) ||
        groups.home.has(id) ||
        (getModuleInfo(id)?.importers ?? []).some((importer) => !staticHome.has(importer));
      return appToo ? 'early-shared' : undefined;
    }
    if (groups.entry.has(id)) return library ? 'framework' : 'app-core';
    if (groups.shell.has(id)) return library ? 'ui-kit' : 'member-shell';
    if (groups.home.has(id)) return library ? 'ui-kit' : 'member-home';
    return undefined;
  };
}

export default defineConfig(({ command }) => ({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react()],
  // Preact's React compatibility layer instead of React in the browser: about 50 KB brotli less on
  // every page of the app (docs/decisions/0013-bundle-budget.md). The prerender (vite.prerender.config.ts)
  // still renders with React; the markup is the same.
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
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
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    // .vite/manifest.json: which files each page needs, read by the bundle budget (npm run budget)
    // and by scripts/prerender.mjs to find each language's texts.
    manifest: true,
    rollupOptions: {
      input: {
        index: web('index.html'),
        // The prerendered landing page's own script: the page does not load the app
        // (scripts/prerender.mjs, docs/decisions/0013-bundle-budget.md).
        'static-landing': web('static-landing/static-landing.ts'),
        // Runs before the app on each of its pages, to start a signed-in home's reads early:
        // scripts/prerender.mjs writes its tag into index.html.
        'early-reads': EARLY,
        // The static first view of a signed-in member's home: scripts/prerender.mjs writes
        // home-<language>.html with it in place of the app (docs/decisions/0027-home-first-view-static.md).
        'static-home': STATIC_HOME,
      },
      output: { manualChunks: memberChunks() },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
