import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installPublicPageReads } from '@/site/public-pages';
import { fakeMatchMedia } from './match-media';

afterEach(() => cleanup());

// Testing Library's findBy/waitFor give up after 1 s by default, which a loaded 2-core
// machine (a CI runner, or a laptop compiling beside the tests) does not always manage for
// a render after a fetch. Waiting is for a state, so a generous bound costs nothing when green.
configure({ asyncUtilTimeout: 10_000 });

// antd's responsive components ask for matchMedia, which jsdom lacks (a server-render test runs
// without a window at all).
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = fakeMatchMedia(() => false);
}

// antd's auto-sizing text areas and tables watch their size; jsdom lays nothing out, so a
// ResizeObserver that never reports is all they need.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The app and the server render hand shared code the public pages' reads at start (src/site).
installPublicPageReads();
