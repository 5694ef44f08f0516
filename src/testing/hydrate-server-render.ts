import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';

/**
 * Renders `page()` as the server does (no `window` there), puts the HTML in this document and
 * hydrates it, as a browser meets a server page.
 *
 * The root is unmounted when the test finishes, and the roots it started (a late island hydrates
 * as a root of its own, and unmounts on a timer) with it. Left mounted, React's scheduler could
 * still run a root's effects after the file's environment was torn down, and `window` was gone:
 * a loaded fresh-clone run failed on exactly that ("window is not defined").
 *
 * Returns the server's HTML, and the errors React recovered from while hydrating (a mismatch
 * between the server's HTML and the browser's first render is one).
 */
export async function hydrateServerRender(
  page: () => ReactElement,
): Promise<{ container: HTMLDivElement; html: string; recoverableErrors: unknown[] }> {
  const html = renderWithoutWindow(page);
  const recoverableErrors: unknown[] = [];
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const root = await act(async () =>
    hydrateRoot(container, page(), {
      onRecoverableError: (error) => {
        recoverableErrors.push(error);
        // Still logged, as React does by default: tests that watch console.error see it too.
        console.error(error);
      },
    }),
  );
  onTestFinished(async () => {
    await act(async () => {
      root.unmount();
      // The unmounted islands' own roots unmount on a timer of their own.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    container.remove();
  });
  return { container, html, recoverableErrors };
}

/** `window` alone is taken away and given back, so the test's other stubs stay as they are. */
function renderWithoutWindow(page: () => ReactElement): string {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'window');
  if (!descriptor) throw new Error('hydrateServerRender runs in a document: the test file needs jsdom');
  Object.defineProperty(globalThis, 'window', { value: undefined, configurable: true, writable: true });
  try {
    return renderToString(page());
  } finally {
    Object.defineProperty(globalThis, 'window', descriptor);
  }
}
