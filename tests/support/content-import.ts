// What the import tests (unit, on a Firestore stand-in; API, on the emulator) set up alike: the
// options of an import into `project`, and one whose process dies once `batches` batches are written.
import type { GuardedImportOptions } from '../../scripts/lib/import-journal';

export const importOptions = (
  project: string,
  folder: string,
  more: Partial<GuardedImportOptions> = {},
): GuardedImportOptions => ({
  target: { project, database: '(default)' },
  source: 'edits.json',
  folder,
  dryRun: false,
  overwriteNewer: false,
  keepStatus: false,
  ...more,
});

/** An import into `project` that stops, as a killed process would, once `batches` batches are committed; the lines it printed. */
export function stoppedImport(project: string, folder: string, batches: number) {
  const lines: string[] = [];
  const stop = new Error('the process was stopped');
  const options = importOptions(project, folder, {
    report: (line) => lines.push(line),
    written: ({ number }) => {
      if (number === batches) throw stop;
    },
  });
  return { options, stop, lines };
}
