import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    // One file per core. Vitest's default leaves a core free (cores - 1): on two cores that is one
    // file at a time, and the unit tests took 175 s alone here, against 118 s with both.
    maxWorkers: '100%',
    projects: [
      {
        // Components, in jsdom.
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit-dom',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup-tests.ts'],
          css: false,
          // A whole test's bound, not a wait. Vitest's 5 s default is too tight for typing into several
          // antd inputs on a loaded machine, and so was 30 s: beside lint, typecheck and the emulators
          // starting, an owner's screen here runs three to four times slower than on an idle machine.
          testTimeout: 60_000,
        },
      },
      {
        // Pure code, in Node: a jsdom per file would cost about half a second each, for nothing. A
        // file that needs a document says so in its first line (`@vitest-environment jsdom`).
        resolve: { alias },
        test: {
          name: 'unit-node',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          // The functions' code, loaded here as on the emulators, works on the demo project: outside
          // it their config refuses to stand in local values for production's (functions/src/config.ts).
          env: { GCLOUD_PROJECT: 'demo-faithful-matches' },
          testTimeout: 30_000,
        },
      },
      {
        // Rules and HTTP tests: run inside `scripts/stack.ts exec`, which starts the emulators.
        resolve: { alias },
        test: {
          name: 'emulator',
          include: ['tests/rules/**/*.test.ts', 'tests/api/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Starts and stops the launcher itself, so it runs when no stack is up.
        resolve: { alias },
        test: {
          name: 'stack',
          include: ['tests/stack/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
