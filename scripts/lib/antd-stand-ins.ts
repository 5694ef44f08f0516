// antd modules the web build replaces with the site's stand-ins (src/app/antd-*), where one antd
// module imports them and only there: every other importer still gets antd's own. The swap goes by
// antd's file layout, so an antd release that moves or renames a file would end it without a word
// (the build passes, the pages carry the KB again): the build fails instead, naming what moved.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export interface AntdStandIn {
  /** What the stand-in is for, as the build's error names it. */
  name: string;
  /** The import as antd writes it in `importer`. */
  source: string;
  /** The antd module that imports `source`, inside antd's package (`es/config-provider/index.js`). */
  importer: string;
  /** The site's module in its place (absolute path). */
  standIn: string;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const ANTD_STAND_INS: readonly AntdStandIn[] = [
  {
    // ConfigProvider imports its shared-tooltip provider, which it renders only with the
    // `tooltip.unique` option (never set here; the stand-in throws if it ever is). Without it,
    // @rc-component/trigger leaves the chunk every antd screen loads (9 KB gzip: it was on every
    // public page while their root had a ConfigProvider, Home 200.1 → 191.1 KB with bench:bundle).
    // The tooltips and menus that use it still get it.
    name: "ConfigProvider's shared-tooltip provider",
    source: '../tooltip/UniqueProvider',
    importer: 'es/config-provider/index.js',
    standIn: `${ROOT}src/app/antd-tooltip-unique-provider.tsx`,
  },
];

/** The antd the build bundles: its version goes in the build's error. */
export const ANTD_PACKAGE_JSON = `${ROOT}node_modules/antd/package.json`;

/** A module id as a path with forward slashes, to compare with paths inside antd's package. */
const slashed = (id: string) => id.replaceAll('\\', '/');

interface Seen {
  /** Whether the build loaded any antd module: a build without antd (a worker's) has nothing to swap. */
  antd: boolean;
  /** Per stand-in: whether its importer was loaded, and how often it asked for `source`. */
  importers: boolean[];
  swaps: number[];
}

/**
 * The plugin. Each build environment counts apart; a build that loaded antd fails at its end when a
 * stand-in's importer never loaded or never asked for the module it replaces. Build only: the dev
 * server serves antd's own modules (and sees them one request at a time, so it could not tell).
 */
export function antdStandIns(
  standIns: readonly AntdStandIn[] = ANTD_STAND_INS,
): Plugin & { seen: (environment: string) => Seen | undefined } {
  // Counted across an environment's rebuilds (vite build --watch), which resolve only what changed.
  const byEnvironment = new Map<string, Seen>();
  const seen = ({ environment }: { environment: { name: string } }): Seen => {
    const state = byEnvironment.get(environment.name) ?? {
      antd: false,
      importers: standIns.map(() => false),
      swaps: standIns.map(() => 0),
    };
    byEnvironment.set(environment.name, state);
    return state;
  };
  return {
    name: 'fm-antd-stand-ins',
    apply: 'build',
    enforce: 'pre',
    seen: (environment) => byEnvironment.get(environment),
    resolveId(source, importer) {
      const importerPath = importer && slashed(importer);
      // antd's own, or a copy nested under another package.
      if (!importerPath?.includes('/node_modules/antd/')) return null;
      const state = seen(this);
      state.antd = true;
      let standIn: string | null = null;
      standIns.forEach((entry, index) => {
        if (!importerPath.endsWith(`/antd/${entry.importer}`)) return;
        state.importers[index] = true;
        if (entry.source !== source) return;
        state.swaps[index]! += 1;
        standIn = entry.standIn;
      });
      return standIn;
    },
    buildEnd(error) {
      const state = seen(this);
      if (error || !state.antd) return;
      const missing = standIns.flatMap((entry, index) => {
        if (state.swaps[index]! > 0) return [];
        const what = state.importers[index]
          ? `antd's ${entry.importer} no longer imports '${entry.source}'`
          : `the build loaded no antd/${entry.importer} (antd moved it, or the site no longer uses it)`;
        return [`${entry.name}: ${what}`];
      });
      if (missing.length === 0) return;
      const { version } = JSON.parse(readFileSync(ANTD_PACKAGE_JSON, 'utf8')) as { version: string };
      this.error(
        `antd ${version}: a stand-in found nothing to replace, so the pages would carry antd's own module again. ` +
          `${missing.join('; ')}. Update the stand-in's importer and source in scripts/lib/antd-stand-ins.ts ` +
          `to where this antd has them, or remove the stand-in.`,
      );
    },
  };
}
