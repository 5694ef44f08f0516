import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { buildSiteUrl } from './scripts/lib/build-site-url';
import { pageHead, pageHeadHtml, withPageHead } from './src/domain/page-head';
import { PUBLIC_PAGE_META } from './src/domain/page-meta';
import { PUBLIC_API_READ_URL, ROUTES, robotsTxt } from './src/domain/routes';
import { homeJsonLd } from './src/domain/structured-data/home';
import { serializeJsonLd } from './src/domain/structured-data/serialize';

/** Where the local stack serves the site, for the absolute URLs of a build that does not know its origin. */
const LOCAL_SITE_URL = 'http://127.0.0.1:5000';
const siteUrlOfBuild = () => buildSiteUrl(process.env, fileURLToPath(new URL('.', import.meta.url)));

/**
 * The entry's stylesheets (a few KB) go inline into index.html: as <link>s they block the first
 * paint of the static shell for a round trip each. Each <link> stays, but for print only (so it
 * blocks nothing), because Vite's chunk preloader adds a stylesheet again unless a <link> with
 * its href exists.
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
            return `<style>${String(asset.source)}</style><link rel="stylesheet" crossorigin href="/${file}" media="print">`;
          },
        );
      },
    },
  };
}

/**
 * Home's head tags and structured data in index.html itself: Hosting serves that file for '/'
 * without asking the pages function, and crawlers and link previews read only the HTML.
 */
function homeHead(): Plugin {
  return {
    name: 'fm-home-head',
    transformIndexHtml(html) {
      const siteUrl = siteUrlOfBuild() ?? LOCAL_SITE_URL;
      const head = pageHead(PUBLIC_PAGE_META[ROUTES.home], siteUrl, ROUTES.home);
      return withPageHead(html, pageHeadHtml(head, { jsonLd: [serializeJsonLd(homeJsonLd(siteUrl))] }));
    },
  };
}

/**
 * antd's Radio.Group imports one two-line helper from antd Form's useForm module; this hands it
 * src/app/antd-radio-group-name-path.ts instead, so the FAQ's category filter stops loading the
 * rest of useForm (6.7 KB gzip, measured with bench:bundle). Forms still get the real module.
 */
function radioGroupWithoutUseForm(): Plugin {
  const helper = fileURLToPath(new URL('./src/app/antd-radio-group-name-path.ts', import.meta.url));
  return {
    name: 'fm-radio-group-without-use-form',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '../form/hooks/useForm' &&
        importer &&
        /[\\/]antd[\\/]es[\\/]radio[\\/]group\.js$/.test(importer)
      ) {
        return helper;
      }
      return null;
    },
  };
}

/** robots.txt, naming the sitemap when the build knows the site's origin (a deploy does). */
function robotsFile(): Plugin {
  return {
    name: 'fm-robots-txt',
    apply: 'build',
    generateBundle() {
      const siteUrl = siteUrlOfBuild();
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
    },
  };
}

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      treeshake: {
        // antd's helper packages declare no `sideEffects`, so a bundler must keep every module
        // they import even when nothing of it is used: antd's Button alone then carries the
        // whole form engine (~13 KB gzip). Their modules only define things, so unused ones can go.
        moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
      },
      output: {
        // Everything the entry imports statically is loaded on every page anyway; left to itself
        // rolldown scatters it over a dozen small shared chunks (each lazy screen that also uses a
        // piece splits it off), and each small chunk compresses worse and costs a request. One
        // shell chunk: about 5-8 KB gzip less per public route, measured with bench:bundle.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
  plugins: [
    react(),
    homeHead(),
    radioGroupWithoutUseForm(),
    inlineEntryCss(),
    robotsFile(),
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
        navigateFallback: '/index.html',
        // API calls, Firebase's reserved /__/ handlers, the feeds and robots.txt must never get index.html.
        navigateFallbackDenylist: [/^\/api\//, /^\/__\//, /^\/downloads\//, /^\/(sitemap\.xml|rss\.xml|robots\.txt)$/],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Public reads: the network first so content stays fresh, the cache when
            // offline so a visited article (and the lists) can still be read.
            urlPattern: PUBLIC_API_READ_URL,
            handler: 'NetworkFirst',
            options: {
              cacheName: 'api-public',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 30 },
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
