import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        // Pure code and components: no emulators needed.
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup-tests.ts'],
          css: false,
          // Vitest's 5 s default is too tight for typing into several antd inputs on a loaded machine.
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
