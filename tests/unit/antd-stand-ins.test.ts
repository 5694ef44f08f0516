// @vitest-environment node
// The build's antd stand-ins, in a small build of the real antd (about a second each): they replace
// what they name, and a stand-in that finds nothing to replace (as after an antd release that moves
// a file) fails the build, naming itself, the module and antd's version.
import { readFileSync } from 'node:fs';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { ANTD_PACKAGE_JSON, ANTD_STAND_INS, antdStandIns, type AntdStandIn } from '../../scripts/lib/antd-stand-ins';

const ANTD_VERSION = (JSON.parse(readFileSync(ANTD_PACKAGE_JSON, 'utf8')) as { version: string }).version;
const [UNIQUE_PROVIDER] = ANTD_STAND_INS as [AntdStandIn];

const ENTRY = '\0entry';
/** A build of one module with the given text, as the site's client build runs the plugin. */
async function buildOf(code: string, standIns: ReturnType<typeof antdStandIns>): Promise<string> {
  const entry: Plugin = {
    name: 'entry',
    resolveId: (id) => (id === ENTRY ? ENTRY : null),
    load: (id) => (id === ENTRY ? code : null),
  };
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [standIns, entry],
    build: { write: false, minify: false, rolldownOptions: { input: ENTRY } },
  })) as Rolldown.RolldownOutput;
  return output.output.flatMap((file) => (file.type === 'chunk' ? [file.code] : [])).join('\n');
}
// An app's build keeps only what its entry does, not what it exports.
const WITH_ANTD = "import { ConfigProvider } from 'antd'; globalThis.probe = [ConfigProvider];";

describe("the build's antd stand-ins", () => {
  it('each replaces its module where its importer asks for it', async () => {
    const plugin = antdStandIns();
    const code = await buildOf(WITH_ANTD, plugin);
    expect(plugin.seen('client')).toEqual({ antd: true, importers: [true], swaps: [1] });
    expect(code).toContain("tooltip.unique needs antd's UniqueProvider");
  });

  it('fail the build when an importer no longer asks for the module, naming both and antd’s version', async () => {
    const moved = { ...UNIQUE_PROVIDER, source: '../tooltip/unique-provider' };
    const failure = buildOf(WITH_ANTD, antdStandIns([moved]));
    await expect(failure).rejects.toThrow(`antd ${ANTD_VERSION}: a stand-in found nothing to replace`);
    await expect(failure).rejects.toThrow(
      `ConfigProvider's shared-tooltip provider: antd's es/config-provider/index.js no longer imports '../tooltip/unique-provider'`,
    );
  });

  it('fail the build when the importer itself is gone', async () => {
    const moved = { ...UNIQUE_PROVIDER, importer: 'es/config-provider/ConfigProvider.js' };
    await expect(buildOf(WITH_ANTD, antdStandIns([moved]))).rejects.toThrow(
      `ConfigProvider's shared-tooltip provider: the build loaded no antd/es/config-provider/ConfigProvider.js`,
    );
  });

  it('leave a build without antd alone (a worker has nothing to swap)', async () => {
    const plugin = antdStandIns([{ ...UNIQUE_PROVIDER, source: '../tooltip/unique-provider' }]);
    await expect(buildOf('globalThis.probe = 42;', plugin)).resolves.toContain('42');
    expect(plugin.seen('client')?.antd ?? false).toBe(false);
  });
});
