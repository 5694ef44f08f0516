// What a failed `npm test` prints from the Firebase emulators' log: CI keeps nothing else of it.
import { describe, expect, it } from 'vitest';
import { problemLines } from '../../scripts/lib/emulator-stack';

// Lines as firebase-tools writes them (its utils.logLabeledError / logLabeledWarning, the Hosting
// emulator's access log and proxy).
const LOG = [
  'i  functions: Beginning execution of "us-central1-pages"',
  '⬢  functions: Failed to handle request for function us-central1-pages',
  '⬢  functions: Failed to start functions in /work/main/functions: Failed to load function.',
  'i  functions: Finished "us-central1-pages" in 639.697337ms',
  'i  hosting: 127.0.0.1 - - [29/Nov/2026:06:09:52 +0000] "GET / HTTP/1.1" 200 - "-" "node"',
  'i  hosting: 127.0.0.1 - - [29/Nov/2026:06:10:52 +0000] "GET / HTTP/1.1" 504 44 "-" "Mozilla/5.0"',
  '[hosting] Rewriting / to http://127.0.0.1:5001/demo-faithful-matches/us-central1/pages',
  '⚠  functions: Your requested "node" version "24" doesn\'t match your global version "20".',
  'i  functions: Loaded environment variables from functions/.env.local',
].join('\n');

describe('problemLines', () => {
  it('keeps the errors, the warnings, the dropped request and the 5xx, and nothing routine', () => {
    expect(problemLines(LOG)).toEqual([
      '⬢  functions: Failed to handle request for function us-central1-pages',
      '⬢  functions: Failed to start functions in /work/main/functions: Failed to load function.',
      'i  hosting: 127.0.0.1 - - [29/Nov/2026:06:10:52 +0000] "GET / HTTP/1.1" 504 44 "-" "Mozilla/5.0"',
      '⚠  functions: Your requested "node" version "24" doesn\'t match your global version "20".',
    ]);
  });

  it('keeps the last ones when there are many', () => {
    const many = Array.from({ length: 50 }, (_, i) => `⬢  functions: Failed to handle request ${i}`).join('\n');
    expect(problemLines(many, 3)).toEqual([
      '⬢  functions: Failed to handle request 47',
      '⬢  functions: Failed to handle request 48',
      '⬢  functions: Failed to handle request 49',
    ]);
  });
});
