// How the functions are bundled (scripts/build-functions.ts), shared with the test that builds the
// entry to read the functions' own manifest (tests/unit/functions-manifest.test.ts).
import type { BuildOptions } from 'esbuild';
import { FUNCTIONS_BUNDLE_TARGET } from './functions-runtime';

export function bundleCommon(root: string) {
  return {
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    target: FUNCTIONS_BUNDLE_TARGET,
    format: 'cjs',
    sourcemap: true,
    logLevel: 'warning',
  } as const satisfies BuildOptions;
}

/**
 * The entry module: firebase-admin and firebase-functions stay external (Cloud Build installs them),
 * and sharp, whose native libvips cannot be bundled (functions/package.json lists it). The server
 * render is a bundle of its own beside it (scripts/build-functions.ts), which the pages function
 * requires on its first page.
 */
export function functionsEntryOptions(outfile: string) {
  return {
    entryPoints: ['functions/src/index.ts'],
    outfile,
    tsconfig: 'tsconfig.node.json',
    external: [
      'firebase-admin',
      'firebase-admin/*',
      'firebase-functions',
      'firebase-functions/*',
      'sharp',
      './render-page.js',
    ],
  } as const satisfies BuildOptions;
}
