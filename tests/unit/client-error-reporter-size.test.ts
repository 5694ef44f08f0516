// The reporter loads with every public page (src/app/main.tsx): it must stay a few hundred bytes.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/local-stack';

describe('the client error reporter', () => {
  it('adds well under 1 KB gzip to a page, and imports nothing heavy', async () => {
    const result = await build({
      absWorkingDir: ROOT,
      stdin: {
        contents:
          "import { installClientErrorReporter } from '@/lib/client-error-reporter'; installClientErrorReporter();",
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
