// Loads a content file (from content:export), or the sample content, into a project.
//
//   npm run content:import -- --project PROJECT_ID (--file FILE | --sample)
//                             [--dry-run] [--overwrite-newer] [--keep-status] [--backup-dir DIR]
//                             [--database DATABASE_ID]
//
// Idempotent by document id, and never deletes. A document the project changed after the file's
// copy of it is left alone unless --overwrite-newer; --dry-run prints the plan and writes nothing.
// Every document must be one the API would have stored, or nothing is written. Subscribers come in
// pending (awaiting confirmation, no email sent) unless --keep-status. Before it writes, it exports
// the project's content (the backup, which --file restores); stopped midway, the same command run
// again finishes it (scripts/lib/import-journal.ts).
// A `demo-` project is the local emulators; any other uses Application Default Credentials.
import { readFileSync } from 'node:fs';
import {
  DEFAULT_DATABASE,
  describePostSlugSync,
  EXPORTS_FOLDER,
  parseContentFile,
  projectFirestore,
  type ContentFile,
} from './lib/content-io';
import { optionValues, runCommand } from './lib/command-line';
import { finishedLines, importWithBackup } from './lib/import-journal';
import { sampleContent } from './seed-data/sample-content';

export const USAGE = [
  'usage: npm run content:import -- --project PROJECT_ID (--file FILE | --sample)',
  '                                 [--dry-run] [--overwrite-newer] [--keep-status] [--backup-dir DIR]',
  '                                 [--database DATABASE_ID]',
  '',
  '  --dry-run          print what would be created, updated, unchanged or skipped, and where the',
  "                     project's content would be exported before writing; write nothing",
  '  --overwrite-newer  replace documents the project changed after the file was exported',
  "  --keep-status      keep newsletter subscribers' status as the file has it (confirmed stays",
  '                     confirmed); without it they come in pending, awaiting confirmation, and no',
  '                     email is sent. Unsubscribed addresses stay unsubscribed either way.',
  `  --backup-dir DIR   where the export taken before writing and the import's journal go (default`,
  `                     ${EXPORTS_FOLDER}/)`,
  '  --database ID      a database other than (default)',
  '',
  "Every document must pass the API's own checks (https links, known statuses, …); if any does not,",
  'each is named and nothing is written, --dry-run included.',
  '',
  "Before it writes, it exports the project's content as it is (a failed export writes nothing), and",
  'prints the command that restores it. Stopped midway, the same command run again finishes the import.',
].join('\n');

function contentFrom(file: string | undefined, sample: boolean | undefined): ContentFile {
  if (sample) return sampleContent();
  return parseContentFile(readFileSync(file!, 'utf8'), file!);
}

export interface ImportArguments {
  project: string;
  file?: string;
  sample: boolean;
  dryRun: boolean;
  overwriteNewer: boolean;
  keepStatus: boolean;
  backupDir: string;
  database: string;
}

/** The command line's options, or 'help'; a wrong line throws the usage. */
export function importArguments(args: string[]): ImportArguments | 'help' {
  const values = optionValues(args, {
    project: { type: 'string' },
    file: { type: 'string' },
    sample: { type: 'boolean' },
    'dry-run': { type: 'boolean' },
    'overwrite-newer': { type: 'boolean' },
    'keep-status': { type: 'boolean' },
    'backup-dir': { type: 'string' },
    database: { type: 'string' },
  });
  if (values === 'help') return 'help';
  if (!values.project || Boolean(values.file) === Boolean(values.sample)) throw new Error(USAGE);
  return {
    project: values.project,
    file: values.file,
    sample: values.sample ?? false,
    dryRun: values['dry-run'] ?? false,
    overwriteNewer: values['overwrite-newer'] ?? false,
    keepStatus: values['keep-status'] ?? false,
    backupDir: values['backup-dir'] ?? EXPORTS_FOLDER,
    database: values.database ?? DEFAULT_DATABASE,
  };
}

async function main(values: ImportArguments) {
  const content = contentFrom(values.file, values.sample);
  const { db, where } = projectFirestore(values.project, values.database);
  const { dryRun, keepStatus } = values;
  const source = values.sample ? 'the sample content' : values.file!;
  const log = (line: string) => console.log(`[content:import] ${line}`);
  log(
    `${dryRun ? 'dry run: planning' : 'importing'} ${source} (from ${content.project}, ${content.exportedAt}) into ${where}`,
  );
  const { plan, journal, journalFile } = await importWithBackup(db, content, {
    target: { project: values.project, database: values.database },
    source,
    folder: values.backupDir,
    dryRun,
    overwriteNewer: values.overwriteNewer,
    keepStatus,
    report: log,
  });
  if (!keepStatus && content.collections.newsletterSubscribers?.length) {
    log(
      'newsletterSubscribers: they come in pending, awaiting confirmation (no email is sent); --keep-status keeps their status',
    );
  }
  const skipped = Object.values(plan.collections).some((outcomes) => outcomes['skipped-newer'].length > 0);
  if (skipped) log('skipped-newer: changed in the project after the file; --overwrite-newer replaces them');
  log(
    dryRun
      ? `dry run: ${plan.writes.length} document(s) would be written; nothing was`
      : `wrote ${plan.writes.length} document(s)`,
  );
  if (plan.postSlugs) for (const line of describePostSlugSync(plan.postSlugs)) log(line);
  if (journal) for (const line of finishedLines(journal, journalFile)) log(line);
}

runCommand(import.meta.url, { name: 'content:import', usage: USAGE, parse: importArguments, run: main });
