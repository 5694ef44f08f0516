// Bundles functions/src (and the shared domain code it imports from src/domain)
// into one CommonJS file, so a deploy ships the same rules the PWA uses.
// firebase-admin and firebase-functions stay external: Cloud Build installs them
// from functions/package.json.
import { build } from 'esbuild';
import { copyFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FUNCTIONS_BUNDLE_TARGET } from './lib/functions-runtime';

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  absWorkingDir: root,
  entryPoints: ['functions/src/index.ts'],
  outfile: 'functions/lib/index.js',
  bundle: true,
  platform: 'node',
  target: FUNCTIONS_BUNDLE_TARGET,
  format: 'cjs',
  sourcemap: true,
  tsconfig: 'tsconfig.node.json',
  external: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'],
  logLevel: 'warning',
});
console.log('functions bundled to functions/lib/index.js');

// The pages function answers with the PWA's own index.html (its head filled in per page), so it
// ships the shell of the same build Hosting serves: build the web first (`npm run build` does).
const shell = `${root}dist/index.html`;
if (!existsSync(shell)) {
  console.error('dist/index.html is missing: run `npm run build:web` before `npm run build:functions`.');
  process.exit(1);
}
copyFileSync(shell, `${root}functions/lib/page-shell.html`);
console.log('page shell copied to functions/lib/page-shell.html');
