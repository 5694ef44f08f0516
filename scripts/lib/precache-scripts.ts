// Which built scripts the service worker precaches. Every one it lists, a first visit downloads at
// once (4.0 MB raw before this, 1.6 MB of it the owner's sales chart). A reader's visit only ever
// runs what the entry reaches without passing through the owner's area, so the rest is fetched
// when the owner opens a screen, and kept then (vite.config.ts's runtime rule for /assets/).

/** What this needs of a built chunk (Rollup's and rolldown's OutputChunk have these fields). */
export interface ChunkGraphNode {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
}

/**
 * The chunks reached from the entries through static and dynamic imports, except through the
 * dynamic imports of the chunk built for `gatewayModule` (the gateway itself is kept: the route
 * table imports it). Fails when no chunk is built for the gateway, so a renamed module cannot
 * silently put the owner's area back into every visit.
 */
export function chunksOutsideGateway(chunks: readonly ChunkGraphNode[], gatewayModule: string): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const gateway = chunks.find((chunk) => chunk.facadeModuleId === gatewayModule);
  if (!gateway) throw new Error(`no chunk is built for ${gatewayModule}`);
  const reached = new Set<string>();
  const queue = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    const chunk = byName.get(name);
    if (!chunk) continue;
    queue.push(...chunk.imports);
    if (chunk !== gateway) queue.push(...chunk.dynamicImports);
  }
  return reached;
}
