/** A stand-in for window.matchMedia (jsdom has none) answering each query by `matches`. */
export function fakeMatchMedia(matches: (query: string) => boolean): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/**
 * matchMedia as on a screen `width` pixels wide, for queries of widths (antd's breakpoints ask
 * `(min-width: …px)`; the header's icons-only range has a `(max-width: …px)` too).
 */
export const matchMediaAtWidth = (width: number) =>
  fakeMatchMedia((query) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    if (!min && !max) return false;
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  });
