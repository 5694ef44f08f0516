// Loaded into the Firebase CLI by the launcher (./emulator-stack.ts, NODE_OPTIONS=--require), and
// into nothing else: it keeps one reader's broken download from stopping the whole local stack.
//
// The CLI's Hosting emulator answers a rewritten path by piping the function's answer into the
// browser's (firebase-tools lib/hosting/proxy.js: `proxyRes.body.pipe(res)`), and its Functions
// emulator does the same from a worker to Hosting (lib/emulator/functionsRuntimeWorker.js). Neither
// listens for an error on what it pipes from, nor lets go of it when the browser goes away. A link
// crawler that drops a picture or a page part-way leaves the function's answer half-read on a kept-
// alive connection; five seconds later the Functions emulator closes that idle connection, the
// half-read body fails with undici's "other side closed", nothing handles it, and the CLI exits on
// the uncaught error (exit code 2) with every emulator (docs/known-limits.md, "A link crawl").
//
// So, in this process only, a stream piped into an HTTP answer is let go of once that answer is
// closed, and its failure ends that one answer instead of the process.
'use strict';

const { ServerResponse } = require('node:http');
const { Readable } = require('node:stream');

/** What this file adds to NODE_OPTIONS; the CLI's own children (function workers) must not inherit it. */
const SELF = `--require=${__filename}`;
if (process.env.NODE_OPTIONS) {
  process.env.NODE_OPTIONS = process.env.NODE_OPTIONS.split(' ')
    .filter((option) => option !== SELF)
    .join(' ');
}

const pipe = Readable.prototype.pipe;

Readable.prototype.pipe = function guardedPipe(destination, options) {
  if (destination instanceof ServerResponse) {
    const source = this;
    let readerLeft = false;
    source.on('error', (error) => {
      // Letting go of it below fails it too: only a failure while the reader still waits is news.
      if (!readerLeft) {
        const { method = '', url = '?' } = destination.req ?? {};
        process.stderr.write(`[stack] the answer to ${method} ${url} broke off: ${error.message}\n`);
      }
      destination.destroy();
    });
    destination.once('close', () => {
      if (source.readableEnded || source.destroyed) return;
      readerLeft = true;
      source.destroy();
    });
  }
  return pipe.call(this, destination, options);
};
