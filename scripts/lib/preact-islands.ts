// The islands on Preact, the app on React, in one build. A public page's islands are small roots
// over the server's HTML (src/site/islands/start-islands.tsx): React DOM's runtime alone was most
// of what such a page loaded, and Preact's compat layer runs the same components for a sixth of it
// (docs/measurements.md, #preact-islands). The app (members, the owner's screens) stays on React,
// which antd and reactfire are made for, and the server renders every page with React.
//
// Everything the islands runtime reaches is built a second time as the islands' copy: its id
// carries ISLANDS_COPY, and within such a copy React's packages are Preact's. A module both halves
// import is so two modules, one per half; a page runs one half, so it loads one of them. What the
// page's entry shares with both halves (the page's state, its ready mark) stays one module, as does
// every non-script import (a stylesheet, an asset's URL).
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The query that marks the islands' copy of a module. */
export const ISLANDS_COPY = '?islands';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** React's modules as the islands import them, and Preact's in their place. */
const PREACT_FOR_REACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': `${ROOT}src/site/islands/preact-dom.ts`,
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

/** Preact's own modules: the islands' alone, never copied. */
export const PREACT_MODULE = /[\\/]node_modules[\\/]preact[\\/]/;

/** A module's id with the islands' mark, if it has it. */
export const isIslandsCopy = (id: string) => id.endsWith(ISLANDS_COPY);

/** A script the build can copy: a file of our own or a package's, not a virtual module or an asset's URL. */
const SCRIPT = /^[^\0?]*\.[cm]?[jt]sx?$/;

/**
 * `runtimeEntry`: the islands runtime's module, whose import starts the islands' half.
 * `sharedWithEntry`: the modules that stay one across both halves.
 * `pageModule`: a public page's module (src/site/pages). The islands ask one only for its reads (a
 * member's save keeps them offline): its lazy imports (the page's view, its head) are the app's and
 * the server's alone, and are not built again for the islands.
 */
export function preactIslands({
  runtimeEntry,
  sharedWithEntry,
  pageModule,
}: {
  runtimeEntry: string;
  sharedWithEntry: (id: string) => boolean;
  pageModule: RegExp;
}): Plugin {
  const islandsCopyOf = (id: string) => `${id}${ISLANDS_COPY}`;
  return {
    name: 'fm-preact-islands',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const inIslands = isIslandsCopy(importer);
      // Only an import that names the runtime can start the islands' half: no other is resolved twice.
      if (!inIslands && !source.includes('start-islands')) return null;
      const from = inIslands ? importer.slice(0, -ISLANDS_COPY.length) : importer;
      const preact = inIslands ? PREACT_FOR_REACT[source] : undefined;
      const resolved = await this.resolve(preact ?? source, from, { ...options, skipSelf: true });
      if (!resolved || resolved.external || preact) return resolved;
      if (!inIslands) return resolved.id === runtimeEntry ? { ...resolved, id: islandsCopyOf(resolved.id) } : resolved;
      if (
        !SCRIPT.test(resolved.id) ||
        sharedWithEntry(resolved.id) ||
        PREACT_MODULE.test(resolved.id) ||
        (options.kind === 'dynamic-import' && pageModule.test(from))
      )
        return resolved;
      return { ...resolved, id: islandsCopyOf(resolved.id) };
    },
  };
}
