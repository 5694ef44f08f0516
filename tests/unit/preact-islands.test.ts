// @vitest-environment node
// The build's two halves (scripts/lib/preact-islands.ts), in a small build of a page's entry, its
// islands runtime and its app over the real React and Preact: the islands get Preact and their own
// copy of what both halves import, the app keeps React, and what the entry shares stays one module.
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { ISLANDS_COPY, preactIslands } from '../../scripts/lib/preact-islands';

/** Where the modules below seem to live: inside the repository, so React and Preact resolve from its packages. */
const DIR = fileURLToPath(new URL('./preact-islands-fixture/', import.meta.url));

const MODULES: Record<string, string> = {
  'entry.ts': `
    import { entryState } from './entry-state';
    entryState.started = true;
    export const halves = [import('./start-islands'), import('./app')];`,
  'entry-state.ts': 'export const entryState = { started: false, marker: "ENTRY_STATE" };',
  'shared.tsx': `
    import { useState } from 'react';
    export function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>{count} SHARED_COUNTER</button>;
    }`,
  'start-islands.tsx': `
    import { hydrateRoot } from 'react-dom/client';
    import { entryState } from './entry-state';
    import { Counter } from './shared';
    if (entryState.started) hydrateRoot(document.body, <Counter />);
    export const page = import('./page').then(({ reads, view }) => ({ reads, view }));`,
  'app.tsx': `
    import { createRoot } from 'react-dom/client';
    import { entryState } from './entry-state';
    import { Counter } from './shared';
    if (entryState.started) createRoot(document.body).render(<Counter />);
    export const page = import('./page').then(({ reads, view }) => ({ reads, view: view() }));`,
  'page.ts': `
    export const reads = ['PAGE_READS'];
    export const view = () => import('./view');`,
  'view.tsx': 'export default function View() { return <main>PAGE_VIEW</main>; }',
};

/** Serves MODULES from DIR, with or without the islands' mark. */
const fixture: Plugin = {
  name: 'fixture',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer && source === 'entry.ts') return `${DIR}entry.ts`;
    if (!source.startsWith('./') || !importer) return null;
    const name = Object.keys(MODULES).find((file) => file.replace(/\.tsx?$/, '') === source.slice(2));
    return name ? `${DIR}${name}` : null;
  },
  load(id) {
    const path = id.endsWith(ISLANDS_COPY) ? id.slice(0, -ISLANDS_COPY.length) : id;
    return path.startsWith(DIR) ? MODULES[path.slice(DIR.length)] : null;
  },
};

interface Chunk {
  fileName: string;
  code: string;
  moduleIds: readonly string[];
  imports: string[];
  dynamicImports: string[];
}

async function buildHalves(): Promise<Chunk[]> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      preactIslands({
        runtimeEntry: `${DIR}start-islands.tsx`,
        sharedWithEntry: (id) => id.endsWith('entry-state.ts'),
        pageModule: /page\.ts$/,
      }),
      fixture,
    ],
    build: { write: false, minify: false, modulePreload: false, rolldownOptions: { input: 'entry.ts' } },
  })) as Rolldown.RolldownOutput;
  return output.output.flatMap((file) => (file.type === 'chunk' ? [file] : []));
}

/** The code a chunk runs with every chunk it imports, statically and (`lazy`) dynamically. */
function reached(chunks: Chunk[], from: Chunk, lazy: boolean): Chunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<Chunk>();
  const queue = [from];
  while (queue.length > 0) {
    const chunk = queue.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const name of [...chunk.imports, ...(lazy ? chunk.dynamicImports : [])]) queue.push(byName.get(name)!);
  }
  return [...seen];
}

const occurrences = (code: string, text: string) => code.split(text).length - 1;

describe("the build's two halves: the islands on Preact, the app on React", () => {
  it('each half runs its own runtime, with its own copy of what both draw, and the entry’s state once', async () => {
    const chunks = await buildHalves();
    const facade = (name: string) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.includes(name)))!;
    const islands = reached(chunks, facade(`start-islands.tsx${ISLANDS_COPY}`), false);
    const app = reached(chunks, facade('app.tsx'), false);
    const modules = (half: Chunk[]) => half.flatMap((chunk) => chunk.moduleIds);
    const code = (half: Chunk[]) => half.map((chunk) => chunk.code).join('\n');

    expect(modules(islands).some((id) => /[\\/]node_modules[\\/]preact[\\/]/.test(id))).toBe(true);
    expect(modules(islands).filter((id) => /[\\/]node_modules[\\/](react|react-dom)[\\/]/.test(id))).toEqual([]);
    expect(modules(app).some((id) => /[\\/]node_modules[\\/]react-dom[\\/]/.test(id))).toBe(true);
    expect(modules(app).filter((id) => /[\\/]node_modules[\\/]preact[\\/]/.test(id))).toEqual([]);

    // The component both halves draw is built twice, once per half.
    expect(occurrences(code(islands), 'SHARED_COUNTER')).toBe(1);
    expect(occurrences(code(app), 'SHARED_COUNTER')).toBe(1);
    expect(modules(islands)).toContain(`${DIR}shared.tsx${ISLANDS_COPY}`);
    // The entry's state is one module, in neither half's own chunks.
    const everything = chunks.map((chunk) => chunk.code).join('\n');
    expect(occurrences(everything, 'ENTRY_STATE')).toBe(1);
  });

  it("asks a page module for its reads in the islands' copy, and builds its view once, for the app", async () => {
    const chunks = await buildHalves();
    const everything = chunks.map((chunk) => chunk.code).join('\n');
    expect(occurrences(everything, 'PAGE_READS')).toBe(2);
    expect(occurrences(everything, 'PAGE_VIEW')).toBe(1);
    const view = chunks.find((chunk) => chunk.code.includes('PAGE_VIEW'))!;
    expect(view.moduleIds.filter((id) => id.endsWith(ISLANDS_COPY))).toEqual([]);
    // Both copies of the page module name that one view.
    const pageCopies = chunks.filter((chunk) => chunk.code.includes('PAGE_READS'));
    for (const copy of pageCopies) expect(copy.dynamicImports).toEqual([view.fileName]);
  });
});
