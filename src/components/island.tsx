// Part of a page that takes input, on a page whose server HTML is never hydrated as a whole
// (a page module with `islands`, src/site/public-page.ts): the islands runtime
// (src/site/islands/start-islands.tsx) finds it by its name and hydrates it, on Preact, as a small root
// of its own, with the props written beside it. Inside the app (a page the browser draws, or one
// hydrated whole) it is an ordinary part of the page, in the very same markup.
import type { ComponentType } from 'react';

/** The island's name in its registry (src/site/islands/island-components.ts). */
export const ISLAND_ATTRIBUTE = 'data-island';
/** Its props as JSON: what the server rendered it with, so the browser hydrates the same. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** When an island comes alive, for one that does not with the page (src/lib/when-near.ts). */
export const ISLAND_WHEN_ATTRIBUTE = 'data-island-when';

/**
 * When the island comes alive: `load`, with the page (it is in view, or a press on it must not
 * wait); `near`, once the reader nears it or reaches into it, for a part below the fold whose code
 * would cost a reading visit; `interaction`, once the reader reaches into it (a press, a key, a
 * focus), for a part in view whose code only a reader who uses it needs (Contact's form). Until then
 * its server HTML works as HTML: a form posts, a link jumps, and what is typed stays typed.
 */
export type IslandWhen = 'load' | 'near' | 'interaction';

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
        [ISLAND_WHEN_ATTRIBUTE]: when === 'load' ? undefined : when,
      }}
      style={{ display: 'contents' }}
    >
      <Component {...props} />
    </div>
  );
}
