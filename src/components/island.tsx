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

/** The props travel as JSON: plain data only (no functions, no elements). */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
}) {
  return (
    // `display: contents`: no box of its own, so the page lays out as if the island were not there.
    <div
      {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}
      style={{ display: 'contents' }}
    >
      <Component {...props} />
    </div>
  );
}
