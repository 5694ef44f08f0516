import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { antdStandIns } from './scripts/lib/antd-stand-ins';
import { buildSiteUrl } from './scripts/lib/build-site-url';
import { FIREBASE_SDK_MODULE, precachedChunks } from './scripts/lib/precache-scripts';
import { ISLANDS_COPY, isIslandsCopy, PREACT_MODULE, preactIslands } from './scripts/lib/preact-islands';
import { RUNTIME_CACHES } from './src/domain/offline-caches';
import {
  APP_SHELL_FILE,
  PUBLIC_API_READ_URL,
  robotsTxt,
  SPECULATION_RULES_PATH,
  speculationRules,
} from './src/domain/routes';

const siteUrlOfBuild = () => buildSiteUrl(process.env, fileURLToPath(new URL('.', import.meta.url)));

/**
 * The entry's stylesheets (a few KB) go inline into index.html: as <link>s they block the first
 * paint of the static shell for a round trip each. Vite's chunk preloader would add the file again
 * as a dynamic import's dependency; `modulePreload.resolveDependencies` below leaves stylesheets
 * out of those, so no page downloads what its HTML already holds.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'fm-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
          (tag, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') return tag;
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}

/**
 * The entry runs as soon as it has arrived (`async`), not once the whole page is parsed, as a module
 * script would: it holds the presses made before the app is live (src/app/early-presses.ts), and the
 * browser paints a long page (an article) part by part while it parses, so its controls could be
 * pressed before a deferred entry listened. The entry waits for the parse itself before it loads
 * the app (src/app/main.tsx).
 */
function asyncEntry(): Plugin {
  return {
    name: 'fm-async-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/;
        if (!entry.test(html)) throw new Error('fm-async-entry: the built index.html has no entry script');
        return html.replace(entry, (tag) => tag.replace('<script type="module" ', '<script type="module" async '));
      },
    },
  };
}

/**
 * The built index.html is the shell the pages function fills in (scripts/build-functions.ts
 * copies it), and the service worker's page for a navigation it has nothing cached for. It is
 * written as app-shell.html: Hosting serves a file before a rewrite, and an index.html would answer
 * '/' itself, so Home would never be rendered.
 */
function appShellFile(): Plugin {
  return {
    name: 'fm-app-shell-file',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') this.error('the build wrote no index.html');
      delete bundle['index.html'];
      this.emitFile({ type: 'asset', fileName: APP_SHELL_FILE, source: html.source });
    },
  };
}

/**
 * The scripts a reader's visit can run offline: what the entry reaches without passing through the
 * admin area's gateway (src/app/features/admin/admin-screens.tsx) or loading the Firebase SDK. Only
 * these are precached (scripts/lib/precache-scripts.ts says why); `readerScripts.files` is filled
 * when the bundle is written, before the service worker is generated from it.
 */
function readerScripts(): Plugin & { files: Set<string> } {
  const gateway = fileURLToPath(new URL('./src/app/features/admin/admin-screens.tsx', import.meta.url));
  const files = new Set<string>();
  return {
    name: 'fm-reader-scripts',
    apply: 'build',
    files,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      // Each build's own list: a rebuild (vite build --watch) must not keep the last one's names.
      files.clear();
      for (const file of precachedChunks(chunks, { ownerGateway: gateway, networkOnlyModule: FIREBASE_SDK_MODULE }))
        files.add(file);
    },
  };
}
const readerScriptFiles = readerScripts();

/**
 * What the worker answers from the network first, with its copy when offline or past 4 s: the
 * copy kept 30 days, at most `maxEntries`, only a 200.
 */
function networkFirst(
  cacheName: string,
  maxEntries: number,
  extra: { precacheFallback?: { fallbackURL: string } } = {},
) {
  return {
    handler: 'NetworkFirst' as const,
    options: {
      cacheName,
      networkTimeoutSeconds: 4,
      expiration: { maxEntries, maxAgeSeconds: 60 * 60 * 24 * 30 },
      cacheableResponse: { statuses: [200] },
      ...extra,
    },
  };
}

/** antd's prebuilt stylesheet as built (`antd/dist/antd.css?url`): the owner's screens' alone. */
const OWNER_STYLESHEET = /^assets\/antd-[\w-]+\.css$/;

/**
 * Who imports what, known once the module graph is built and before the chunks are made, for the
 * groups below:
 * - `app`: what the app (src/app/start-app.tsx) imports statically, its shell;
 * - `runtime`: what the islands runtime (src/site/islands/start-islands.tsx) imports statically;
 * - `lazyChunkOf`: for what the islands some pages have (src/site/islands/island-components.ts)
 *   and the query cache import, the chunk it goes in, named by which of those reach it, and how
 *   many do.
 * The app and the runtime are chunks of their own, run only where they are loaded. Left in the
 * shell, what the islands import would make a page with islands load the whole app.
 */
const ISLANDS_RUNTIME = fileURLToPath(new URL('./src/site/islands/start-islands.tsx', import.meta.url));

interface LazyChunk {
  name: string;
  /** How many of the islands' lazy chunks reach the module. */
  reach: number;
}

/** The most lazy islands' chunks one module may be reached by: a group each (`codeSplitting` below). */
const LAZY_REACH_LEVELS = 24;

function moduleGroups(): Plugin & { app: Set<string>; runtime: Set<string>; lazyChunkOf: Map<string, LazyChunk> } {
  const appEntry = fileURLToPath(new URL('./src/app/start-app.tsx', import.meta.url));
  // The islands' copies of their modules (scripts/lib/preact-islands.ts).
  const runtimeEntry = `${ISLANDS_RUNTIME}${ISLANDS_COPY}`;
  const islandsLoader = `${fileURLToPath(new URL('./src/site/islands/island-components.ts', import.meta.url))}${ISLANDS_COPY}`;
  const memberPageReads = `${fileURLToPath(new URL('./src/site/islands/member-page-reads.ts', import.meta.url))}${ISLANDS_COPY}`;
  const app = new Set<string>();
  const runtime = new Set<string>();
  const lazyChunkOf = new Map<string, LazyChunk>();
  return {
    name: 'fm-module-groups',
    apply: 'build',
    app,
    runtime,
    lazyChunkOf,
    buildEnd() {
      const staticClosure = (from: string, into: Set<string>, skip = new Set<string>()) => {
        const queue = [from];
        while (queue.length > 0) {
          const id = queue.pop() as string;
          if (into.has(id) || skip.has(id)) continue;
          into.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return into;
      };
      for (const set of [app, runtime]) set.clear();
      lazyChunkOf.clear();
      staticClosure(appEntry, app);
      staticClosure(runtimeEntry, runtime);
      if (app.size === 1 || runtime.size === 1)
        this.error('fm-module-groups: the app or the islands runtime imports nothing');
      // A member's page reads (./src/site/islands/member-page-reads.ts) are not among them: they bring
      // the router, only to a signed-in device; grouped by who reaches them, they pulled the contact
      // form's validation into a chunk of the router's.
      const lazyEntries = [runtimeEntry, islandsLoader]
        .flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
        .filter((id) => id !== memberPageReads);
      const reachedBy = new Map<string, string[]>();
      for (const entry of lazyEntries) {
        const name = entry.replace(/^.*[\\/]|\.[^.]*$/g, '');
        // The islands' copies only: what they share with the entry (and what that imports) is the entry's.
        for (const id of staticClosure(entry, new Set(), runtime)) {
          if (isIslandsCopy(id) || PREACT_MODULE.test(id)) reachedBy.set(id, [...(reachedBy.get(id) ?? []), name]);
        }
      }
      // What another lazy part also imports (the account menu, a member's heart) is left to the
      // default chunking, by who loads it: named by the islands alone, a chunk of the newsletter
      // form's held the modules the form shares with such a part, and it loaded the form's code.
      const pageEntries = new Set(
        [...this.getModuleIds()].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
      );
      for (const entry of [appEntry, runtimeEntry, memberPageReads, ...lazyEntries]) pageEntries.delete(entry);
      const pages = new Set<string>();
      for (const entry of pageEntries) staticClosure(entry, pages, new Set([...runtime, ...app]));
      // What one island alone reaches goes with its code (its chunk is named after it, as the
      // end-to-end tests that hold an island's code back find it).
      for (const [id, names] of reachedBy) {
        if (pages.has(id) || names.length < 2) continue;
        if (names.length > LAZY_REACH_LEVELS)
          this.error(`fm-module-groups: ${id} is reached by ${names.length} lazy islands; raise LAZY_REACH_LEVELS`);
        lazyChunkOf.set(id, { name: `islands-${names.sort().join('+')}`, reach: names.length });
      }
      app.delete(appEntry);
      runtime.delete(runtimeEntry);
    },
  };
}
const moduleGroupsOf = moduleGroups();

/** robots.txt, naming the sitemap when the build knows the site's origin (a deploy does), and the Speculation Rules. */
function robotsFile(): Plugin {
  return {
    name: 'fm-robots-txt',
    apply: 'build',
    generateBundle() {
      const siteUrl = siteUrlOfBuild();
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
      this.emitFile({
        type: 'asset',
        fileName: SPECULATION_RULES_PATH.slice(1),
        source: JSON.stringify(speculationRules()),
      });
    },
  };
}

/** Vite's helpers for loading chunks, which the page's own entry (src/app/main.tsx) uses too. */
const VITE_HELPERS = /vite[\\/]preload-helper\.js$/;
/**
 * React, React DOM and the module that runs them (src/app/react-runtime.ts): the page's entry
 * evaluates them in a task before the rest of the app's. Evaluated at once, the two were one task
 * of 18-43 ms on this machine, 100-170 ms on Lighthouse's phone (Total Blocking Time).
 */
const REACT_RUNTIME = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]app[\\/]react-runtime\.ts$/;
/**
 * The page's entry chunk: index.html's script, what it runs before the app (the early-press holder,
 * the error reporter, the page-view beacon) and its stylesheets (inlined into the HTML). Left to the
 * shell or site group, they would make the entry import the whole app before the first paint
 * (tests/api/pages.test.ts).
 */
const ENTRY_MODULES =
  /[\\/]index\.html$|[\\/]src[\\/]app[\\/](main\.tsx|early-presses\.ts)$|[\\/]src[\\/](lib[\\/]client-error-reporter|lib[\\/]page-view-beacon|domain[\\/]page-views|server-render[\\/]page-shell)\.ts$|\.css$/;
/** A stylesheet or an asset's URL (`?url`), as the app or an island imports it. */
const ASSET_MODULE = /\.css$|\?url$/;
/** What the entry shares with the app: with Vite's helpers in the small chunk both import. */
const ENTRY_SHARED = /[\\/]src[\\/](lib[\\/]app-ready|domain[\\/]client-error|server-render[\\/]page-state)\.ts$/;

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // Every browser the site supports preloads modules itself (Chrome 66, Safari 17, Firefox 115);
    // the polyfill would be 0.4 KB gzip on every page, run before the first paint.
    // The one stylesheet is in every page's HTML already (inlineEntryCss): no chunk asks for it again.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => !dep.endsWith('.css')),
    },
    // One stylesheet for every screen (20 KB, 4.5 KB gzip, measured), inlined into the HTML shell
    // below: a rendered page must be styled by its HTML alone. Split per route, a page's own CSS
    // came with its chunk after the scripts ran, and the page moved under the reader (Lighthouse:
    // CLS 0.27 on Home, 0.06 on an article).
    cssCodeSplit: false,
    rolldownOptions: {
      // The page's entry (index.html's main.tsx) is a few hundred bytes that load the app or the
      // islands runtime after the first paint; what each imports statically is grouped below.
      input: { index: 'index.html' },
      treeshake: {
        // antd's helper packages declare no `sideEffects`, so a bundler must keep every module
        // they import even when nothing of it is used: antd's Button alone then carries the
        // whole form engine (~13 KB gzip). Their modules only define things, so unused ones can go.
        moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
      },
      output: {
        // Everything the app imports statically is loaded on every page anyway; left to itself
        // rolldown scatters it over a dozen small shared chunks (each lazy screen that also uses a
        // piece splits it off), and each small chunk compresses worse and costs a request. One
        // shell chunk: about 5-8 KB gzip less per public route, measured with bench:bundle. The
        // page's entry and the helpers it shares stay out of it: imported by the entry, the shell
        // would be downloaded and run before the first paint again. React has a chunk of its own,
        // which the entry runs before the rest (REACT_RUNTIME).
        codeSplitting: {
          groups: [
            {
              // A stylesheet's module (empty once its rules are in the page's one stylesheet) and an
              // asset's URL: both halves import the one module (scripts/lib/preact-islands.ts), so
              // it goes in the helpers' chunk, which both load, not in one half's chunk.
              name: 'boot',
              test: (id) => VITE_HELPERS.test(id) || ENTRY_SHARED.test(id) || ASSET_MODULE.test(id),
              priority: LAZY_REACH_LEVELS + 4,
            },
            { name: 'react', test: REACT_RUNTIME, priority: LAZY_REACH_LEVELS + 3 },
            {
              // What every page with islands loads: the runtime, Preact and what they import.
              name: 'site',
              test: (id) => moduleGroupsOf.runtime.has(id) && !ENTRY_MODULES.test(id),
              priority: LAZY_REACH_LEVELS + 2,
            },
            // What the islands load later, by who loads it. A group pulls in what its modules import,
            // so the modules more islands reach are grouped first: otherwise one island's chunk took
            // a module others share, and each of them loaded that island's whole chunk (an article
            // loaded both forms' code).
            ...Array.from({ length: LAZY_REACH_LEVELS }, (_, level) => ({
              name: (id: string) => {
                const chunk = moduleGroupsOf.lazyChunkOf.get(id);
                return chunk?.reach === LAZY_REACH_LEVELS - level ? chunk.name : null;
              },
              priority: 1 + LAZY_REACH_LEVELS - level,
            })),
            {
              name: 'shell',
              test: (id) =>
                moduleGroupsOf.app.has(id) &&
                !ENTRY_MODULES.test(id) &&
                !VITE_HELPERS.test(id) &&
                !ENTRY_SHARED.test(id),
            },
          ],
        },
      },
    },
  },
  plugins: [
    react(),
    preactIslands({
      runtimeEntry: ISLANDS_RUNTIME,
      sharedWithEntry: (id) => ENTRY_SHARED.test(id) || VITE_HELPERS.test(id),
      pageModule: /[\\/]src[\\/]site[\\/]pages[\\/][^\\/]+\.ts$/,
    }),
    // antd modules swapped for the site's lighter stand-ins (src/app/antd-*); the build fails if one finds nothing to swap.
    antdStandIns(),
    inlineEntryCss(),
    asyncEntry(),
    robotsFile(),
    appShellFile(),
    readerScriptFiles,
    moduleGroupsOf,
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/*.png', 'downloads/*.pdf'],
      manifest: {
        name: 'Faithful Matches',
        short_name: 'Faithful Matches',
        description: 'Biblical guidance for Christian dating and relationships, honoring God in every connection.',
        theme_color: '#7c3aed',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // Scripts only the owner's screens or the sign-in screens run are not downloaded on every
        // reader's first visit; nor is antd's stylesheet, which only the owner's screens load
        // (src/components/ui/theme/antd-stylesheet.ts).
        manifestTransforms: [
          (entries) => {
            // A renamed stylesheet would otherwise be downloaded on every first visit, unnoticed.
            if (!entries.some((entry) => OWNER_STYLESHEET.test(entry.url)))
              throw new Error(`no built file matches ${String(OWNER_STYLESHEET)}`);
            return {
              manifest: entries.filter((entry) =>
                /^assets\/.*\.js$/.test(entry.url)
                  ? readerScriptFiles.files.has(entry.url)
                  : !OWNER_STYLESHEET.test(entry.url),
              ),
              warnings: [],
            };
          },
        ],
        // Pages are rendered by a function after the build: none is precached, each is cached as
        // it is read (below). No navigation is answered from the precache without asking the network.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Pages: the network first (a post published since stays one reload away), the page as
            // last read when offline, and the shell (which says so) for a page never read here.
            // Written out here: the worker gets this function's text. The API, Firebase's reserved
            // /__/ handlers, downloads, the feeds and robots.txt are never pages; nor is the affiliate
            // redirect (/go/), whose every press must reach the function to be counted.
            urlPattern: ({ request, url, sameOrigin }) =>
              sameOrigin &&
              request.mode === 'navigate' &&
              !/^\/(api|__|downloads|go)\/|^\/(sitemap\.xml|rss\.xml|robots\.txt)$/.test(url.pathname),
            ...networkFirst(RUNTIME_CACHES.pages, 100, { precacheFallback: { fallbackURL: `/${APP_SHELL_FILE}` } }),
          },
          {
            // Public reads: the network first so content stays fresh, the cache when
            // offline so a visited article (and the lists) can still be read.
            urlPattern: PUBLIC_API_READ_URL,
            ...networkFirst(RUNTIME_CACHES.publicReads, 200),
          },
          {
            // The owner's and the sign-in screens' scripts, and antd's stylesheet, left out of the precache:
            // kept once fetched. Their hashed names never change content, so the cache needs no revalidation.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/.*\.(js|css)$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'scripts',
              expiration: { maxEntries: 60, maxAgeSeconds: 60 * 60 * 24 * 30 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
            handler: 'CacheFirst',
            options: { cacheName: 'images', expiration: { maxEntries: 100, maxAgeSeconds: 60 * 60 * 24 * 30 } },
          },
        ],
      },
    }),
  ],
});
