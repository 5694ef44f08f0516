// Bundles functions/src (and the shared domain code it imports from src/domain)
// into one CommonJS file, so a deploy ships the same rules the PWA uses.
// firebase-admin and firebase-functions stay external: Cloud Build installs them
// from functions/package.json.
import { build } from 'esbuild';
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
