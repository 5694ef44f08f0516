// Part of a page that takes input, on a page whose server HTML is never hydrated as a whole
// (a page module with `islands`, src/site/public-page.ts): the islands runtime
// (src/site/islands/start-islands.tsx) finds it by its name and hydrates it as a small React root
// of its own, with the props written beside it. Inside the app (a page the browser draws, or one
// hydrated whole) it is an ordinary part of the page, in the very same markup.
import type { ComponentType } from 'react';

/** The island's name in its registry (src/site/islands/island-components.ts). */
export const ISLAND_ATTRIBUTE = 'data-island';
/** Its props as JSON: what the server rendered it with, so the browser hydrates the same. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** Present for an island that comes alive only once the reader nears it (src/lib/when-near.ts). */
export const ISLAND_NEAR_ATTRIBUTE = 'data-island-near';

/**
 * When the island comes alive: `load`, with the page (it is in view, or a press on it must not
 * wait); `near`, once the reader nears it or reaches into it, for a part below the fold whose code
 * would cost a reading visit. Until then its server HTML works as HTML (a form posts, a link jumps).
 */
export type IslandWhen = 'load' | 'near';

/** The props travel as JSON: plain data only (no functions, no elements). */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  when = 'load',
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
  when?: IslandWhen;
}) {
  return (
    // `display: contents`: no box of its own, so the page lays out as if the island were not there.
    <div
      {...{
        [ISLAND_ATTRIBUTE]: name,
        [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
        [ISLAND_NEAR_ATTRIBUTE]: when === 'near' ? '' : undefined,
      }}
      style={{ display: 'contents' }}
    >
      <Component {...props} />
    </div>
  );
}
