// Part of a page that takes input, on a public page, whose server HTML is never hydrated as a
// whole: the islands runtime (src/site/islands/start-islands.tsx) finds it by its name and hydrates
// it, on Preact, as a small root of its own, with the props written beside it. Inside the app (a
// page the browser draws) it is an ordinary part of the page, in the very same markup.
import type { ComponentType } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_WHEN_ATTRIBUTE, type IslandName } from './island-markup';

/**
 * The island's wrapper: an autonomous custom element, which HTML allows wherever phrasing or flow
 * content may stand and whose content model is transparent, so a heart inside a `<span>` and a form
 * inside a `<section>` are both valid HTML (a `<div>` inside a `<span>` is not). Never defined: it
 * needs no script, and `display: contents` gives it no box, so the page lays out as if it were not there.
 */
const ISLAND_ELEMENT = 'fm-island';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React declares its intrinsic elements in this namespace.
  namespace JSX {
    interface IntrinsicElements {
      [ISLAND_ELEMENT]: DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

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
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  when?: IslandWhen;
}) {
  return (
    <fm-island
      {...{
        [ISLAND_ATTRIBUTE]: name,
        [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
        [ISLAND_WHEN_ATTRIBUTE]: when === 'load' ? undefined : when,
      }}
      style={{ display: 'contents' }}
    >
      <Component {...props} />
    </fm-island>
  );
}
