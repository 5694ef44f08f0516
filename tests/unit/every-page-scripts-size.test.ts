// The error reporter and the page-view beacon load with every page (src/app/main.tsx): each must stay
// a few hundred bytes.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/local-stack';

describe('what every page loads before its islands', () => {
  it.each([
    [
      'the client error reporter',
      "import { installClientErrorReporter } from '@/lib/client-error-reporter'; installClientErrorReporter();",
    ],
    ['the page-view beacon', "import { sendPageView } from '@/lib/page-view-beacon'; sendPageView(true);"],
  ])('%s adds well under 1 KB gzip to a page, and imports nothing heavy', async (_name, contents) => {
    const result = await build({
      absWorkingDir: ROOT,
      stdin: {
        contents,
        resolveDir: ROOT,
        loader: 'ts',
      },
      alias: { '@': `${ROOT}src` },
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'error',
    });
    const code = result.outputFiles[0]!.contents;
    expect(gzipSync(code).length).toBeLessThan(700);
    expect(Object.keys(result.metafile.inputs).filter((file) => file.includes('node_modules'))).toEqual([]);
  });
});
