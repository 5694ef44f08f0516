// Bundles functions/src (and the shared code it imports from src: the domain rules, and the PWA's
// own pages for the server render) into one CommonJS file, so a deploy ships the same rules and the
// same components the PWA uses. firebase-admin, firebase-functions and sharp (native code) stay
// external: Cloud Build installs them from functions/package.json.
import { build, type Plugin } from 'esbuild';
import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { APP_SHELL_FILE } from '../src/domain/routes';
import { BUILD_INFO_FILE, buildInfo } from './lib/deploy-check';
import { bundleCommon, functionsEntryOptions } from './lib/functions-bundle';
import { boundSecrets, readFunctionsManifest } from './lib/functions-manifest';

const root = fileURLToPath(new URL('..', import.meta.url));

// The render must print what the browser's build prints: the same VITE_ values (the PWA's
// build-time settings, src/config/env.ts) and React and antd in production mode (antd's class
// names differ in development, and hydration would not match).
const viteEnv = { ...loadEnv('production', root, 'VITE_'), MODE: 'production', DEV: false, PROD: true, SSR: true };

const common = bundleCommon(root);

await build({ ...common, ...functionsEntryOptions('functions/lib/index.js') });
console.log('functions bundled to functions/lib/index.js');

/**
 * antd and its icons are drawn only by the app's screens and lazy parts (the account menu, error
 * states), which the server never renders: public pages hydrate no antd (docs/architecture.md, "The
 * light UI on public pages"). Left out, they are a module that throws if ever loaded, so a public
 * page that came to need them fails its render in every test instead of rendering short.
 */
const leaveOutAntd: Plugin = {
  name: 'leave-out-antd',
  setup(bundle) {
    bundle.onResolve({ filter: /^(antd|@ant-design\/icons)(\/|$)/ }, ({ path }) => ({ path, namespace: 'left-out' }));
    bundle.onLoad({ filter: /.*/, namespace: 'left-out' }, ({ path }) => ({
      // CommonJS (module.exports), so the names imported from it are looked up when used, not checked here.
      contents: `module.exports = {}; throw new Error(${JSON.stringify(`${path} is left out of the server render (scripts/build-functions.ts)`)});`,
      loader: 'js',
    }));
  },
};

// The server render, apart: the pages function loads it on its first page (functions/src/index.ts).
await build({
  ...common,
  entryPoints: ['src/server-render/render-page.tsx'],
  outfile: 'functions/lib/render-page.js',
  tsconfig: 'tsconfig.app.json',
  // Only the members' and owner's screens load these, and the server never renders those (their
  // HTML is the shell; its route table has the public pages alone). The service worker is
  // registered in the browser only.
  external: ['firebase', 'firebase/*', '@firebase/*', 'reactfire', '@ant-design/plots', 'virtual:pwa-register'],
  plugins: [leaveOutAntd],
  define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env': JSON.stringify(viteEnv) },
  // The pages' stylesheets reach the browser from the web build; the render needs none of them.
  loader: { '.css': 'empty' },
  jsx: 'automatic',
  minify: true,
});
console.log('server render bundled to functions/lib/render-page.js');

// The pages function answers with the PWA's own HTML shell (its head and root filled in per page),
// so it ships the shell of the same build Hosting serves: build the web first (`npm run build` does).
const shell = `${root}dist/${APP_SHELL_FILE}`;
if (!existsSync(shell)) {
  console.error(`dist/${APP_SHELL_FILE} is missing: run \`npm run build:web\` before \`npm run build:functions\`.`);
  process.exit(1);
}
copyFileSync(shell, `${root}functions/lib/page-shell.html`);
console.log('page shell copied to functions/lib/page-shell.html');

// Which commit this build is, and the secrets each function binds, for `npm run deploy:check` (a
// deploy of a stale build is refused, and so is a function that reads a secret it does not bind).
const secrets = boundSecrets(readFunctionsManifest(`${root}functions/lib/index.js`));
writeFileSync(`${root}${BUILD_INFO_FILE}`, `${JSON.stringify(buildInfo(root, secrets), null, 2)}\n`);
console.log(`build recorded in ${BUILD_INFO_FILE}`);
