import { describe, expect, it } from 'vitest';
import { chunksOutsideGateway, type ChunkGraphNode } from '../../scripts/lib/precache-scripts';

const GATEWAY = '/site/src/features/admin/admin-screens.tsx';

function chunk(fileName: string, links: Partial<ChunkGraphNode> = {}): ChunkGraphNode {
  return { fileName, isEntry: false, facadeModuleId: null, imports: [], dynamicImports: [], ...links };
}

/** The shape of the real build: routes lazy-load pages and the admin gateway, which lazy-loads the owner's screens. */
const BUILD = [
  chunk('entry.js', { isEntry: true, imports: ['shell.js'], dynamicImports: ['home.js', 'gateway.js'] }),
  chunk('shell.js'),
  chunk('home.js', { imports: ['card.js'], dynamicImports: ['newsletter.js'] }),
  chunk('newsletter.js', { imports: ['form.js'] }),
  chunk('card.js'),
  chunk('form.js'),
  chunk('gateway.js', { facadeModuleId: GATEWAY, dynamicImports: ['admin-layout.js', 'editor.js'] }),
  chunk('admin-layout.js', { imports: ['shell.js', 'table.js'] }),
  chunk('editor.js', { imports: ['form.js'], dynamicImports: ['chart.js'] }),
  chunk('table.js'),
  chunk('chart.js'),
];

describe('chunksOutsideGateway', () => {
  it("keeps what a reader's visit reaches, lazy chunks included, and leaves out what only the owner's area reaches", () => {
    expect([...chunksOutsideGateway(BUILD, GATEWAY)].sort()).toEqual([
      'card.js',
      'entry.js',
      'form.js',
      'gateway.js',
      'home.js',
      'newsletter.js',
      'shell.js',
    ]);
  });

  it('fails when no chunk is built for the gateway, instead of precaching the owner area again', () => {
    const renamed = BUILD.map((node) => ({ ...node, facadeModuleId: null }));
    expect(() => chunksOutsideGateway(renamed, GATEWAY)).toThrow(`no chunk is built for ${GATEWAY}`);
  });
});
