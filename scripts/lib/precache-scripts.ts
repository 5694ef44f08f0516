// Which built scripts the service worker precaches. Every one it lists, a first visit downloads and
// Chromium compiles at once (it compiles scripts a worker caches while installing, to keep their
// code cache). A reader's visit only ever runs what the entry reaches without passing through the
// owner's area, and of that, the screens that need the connection anyway need not be kept for
// offline: the owner's (4.0 MB raw were precached before they left, 1.6 MB of it the sales chart)
// and the sign-in screens, whose Firebase SDK is 0.75 MB raw. Those are fetched when a screen
// opens, and kept then (vite.config.ts's runtime rule for /assets/); offline, the screen says
// "You're offline" (src/components/layout/route-error-boundary.tsx).

/** What this needs of a built chunk (Rollup's and rolldown's OutputChunk have these fields). */
export interface ChunkGraphNode {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  moduleIds: readonly string[];
}

/** The Firebase SDK and reactfire over it: every call they make goes to the network. */
export const FIREBASE_SDK_MODULE = /[\\/]node_modules[\\/](firebase|@firebase|reactfire)[\\/]/;

/**
 * The chunks reached from the entries through static and dynamic imports, except:
 * - through the dynamic imports of the chunk built for `ownerGateway` (the gateway itself is kept:
 *   the route table imports it);
 * - a dynamically imported chunk that loads, itself or through its static imports, a module
 *   matching `networkOnlyModule`: that screen cannot work offline anyway.
 *
 * A chunk a kept one imports statically is always kept, whatever it holds: without it the kept
 * chunk would not load offline. Fails when no chunk is built for the gateway, so a renamed module
 * cannot silently put the owner's area back into every visit.
 */
export function precachedChunks(
  chunks: readonly ChunkGraphNode[],
  { ownerGateway, networkOnlyModule }: { ownerGateway: string; networkOnlyModule: RegExp },
): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const gateway = chunks.find((chunk) => chunk.facadeModuleId === ownerGateway);
  if (!gateway) throw new Error(`no chunk is built for ${ownerGateway}`);

  const needsNetwork = new Map<string, boolean>();
  const loadsNetworkOnlyCode = (name: string): boolean => {
    const known = needsNetwork.get(name);
    if (known !== undefined) return known;
    needsNetwork.set(name, false); // an import cycle adds nothing new
    const chunk = byName.get(name);
    const result =
      chunk !== undefined &&
      (chunk.moduleIds.some((id) => networkOnlyModule.test(id)) || chunk.imports.some(loadsNetworkOnlyCode));
    needsNetwork.set(name, result);
    return result;
  };

  const reached = new Set<string>();
  const queue = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    const chunk = byName.get(name);
    if (!chunk) continue;
    queue.push(...chunk.imports);
    if (chunk !== gateway) queue.push(...chunk.dynamicImports.filter((lazy) => !loadsNetworkOnlyCode(lazy)));
  }
  return reached;
}
