import { describe, expect, it } from 'vitest';
import { precachedChunks, FIREBASE_SDK_MODULE, type ChunkGraphNode } from '../../scripts/lib/precache-scripts';

const GATEWAY = '/site/src/app/features/admin/admin-screens.tsx';
const OPTIONS = { ownerGateway: GATEWAY, networkOnlyModule: FIREBASE_SDK_MODULE };

function chunk(fileName: string, links: Partial<ChunkGraphNode> = {}): ChunkGraphNode {
  return {
    fileName,
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    dynamicImports: [],
    moduleIds: [`/site/src/${fileName.replace(/\.js$/, '.tsx')}`],
    ...links,
  };
}

/**
 * The shape of the real build: routes lazy-load pages, the sign-in screen (which loads the Firebase
 * SDK statically, sharing a form chunk with Home) and the admin gateway, which lazy-loads the
 * owner's screens; logging out lazy-loads the SDK's sign-out.
 */
const BUILD = [
  chunk('entry.js', {
    isEntry: true,
    imports: ['shell.js'],
    dynamicImports: ['home.js', 'sign-in.js', 'gateway.js'],
  }),
  chunk('shell.js', { dynamicImports: ['auth-actions.js'] }),
  chunk('home.js', { imports: ['card.js'], dynamicImports: ['newsletter.js'] }),
  chunk('newsletter.js', { imports: ['form.js'] }),
  chunk('card.js'),
  chunk('form.js'),
  chunk('sign-in.js', { imports: ['form.js', 'auth-text.js'] }),
  chunk('auth-text.js', { imports: ['auth-actions.js'] }),
  chunk('auth-actions.js', { imports: ['sdk.js'] }),
  chunk('sdk.js', {
    moduleIds: ['/site/node_modules/@firebase/auth/dist/index.esm.js', '/site/node_modules/firebase/app/index.js'],
  }),
  chunk('gateway.js', { facadeModuleId: GATEWAY, dynamicImports: ['admin-layout.js', 'editor.js'] }),
  chunk('admin-layout.js', { imports: ['shell.js', 'table.js'] }),
  chunk('editor.js', { imports: ['form.js'], dynamicImports: ['chart.js'] }),
  chunk('table.js'),
  chunk('chart.js'),
];

describe('precachedChunks', () => {
  it("keeps what a reader's visit reaches offline, and leaves out the owner's area and what loads the Firebase SDK", () => {
    expect([...precachedChunks(BUILD, OPTIONS)].sort()).toEqual([
      'card.js',
      'entry.js',
      'form.js',
      'gateway.js',
      'home.js',
      'newsletter.js',
      'shell.js',
    ]);
  });

  it('keeps a chunk that holds the SDK when a kept chunk imports it statically: that chunk would not load without it', () => {
    const eager = BUILD.map((node) => (node.fileName === 'shell.js' ? { ...node, imports: ['sdk.js'] } : node));
    expect(precachedChunks(eager, OPTIONS)).toContain('sdk.js');
    expect(precachedChunks(eager, OPTIONS)).not.toContain('sign-in.js');
  });

  it('follows import cycles without looping', () => {
    const cyclic = [...BUILD.filter((node) => node.fileName !== 'card.js'), chunk('card.js', { imports: ['home.js'] })];
    expect(precachedChunks(cyclic, OPTIONS)).toContain('card.js');
  });

  it('fails when no chunk is built for the gateway, instead of precaching the owner area again', () => {
    const renamed = BUILD.map((node) => ({ ...node, facadeModuleId: null }));
    expect(() => precachedChunks(renamed, OPTIONS)).toThrow(`no chunk is built for ${GATEWAY}`);
  });
});
