// Loads a content file (from content:export), or the sample content, into a project.
//
//   npm run content:import -- --project PROJECT_ID (--file FILE | --sample)
//                             [--dry-run] [--overwrite-newer] [--keep-status] [--database DATABASE_ID]
//
// Idempotent by document id, and never deletes. A document the project changed after the file's
// copy of it is left alone unless --overwrite-newer; --dry-run prints the plan and writes nothing.
// Every document must be one the API would have stored, or nothing is written. Subscribers come in
// pending (awaiting confirmation, no email sent) unless --keep-status.
// A `demo-` project is the local emulators; any other uses Application Default Credentials.
import { readFileSync } from 'node:fs';
import {
  describePlan,
  describePostSlugSync,
  importContent,
  parseContentFile,
  projectFirestore,
  type ContentFile,
} from './lib/content-io';
import { optionValues, runCommand } from './lib/command-line';
import { sampleContent } from './seed-data/sample-content';

export const USAGE = [
  'usage: npm run content:import -- --project PROJECT_ID (--file FILE | --sample)',
  '                                 [--dry-run] [--overwrite-newer] [--keep-status] [--database DATABASE_ID]',
  '',
  '  --dry-run          print what would be created, updated, unchanged or skipped; write nothing',
  '  --overwrite-newer  replace documents the project changed after the file was exported',
  "  --keep-status      keep newsletter subscribers' status as the file has it (confirmed stays",
  '                     confirmed); without it they come in pending, awaiting confirmation, and no',
  '                     email is sent. Unsubscribed addresses stay unsubscribed either way.',
  '  --database ID      a database other than (default)',
  '',
  "Every document must pass the API's own checks (https links, known statuses, …); if any does not,",
  'each is named and nothing is written, --dry-run included.',
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
  database?: string;
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
    database: values.database,
  };
}

async function main(values: ImportArguments) {
  const content = contentFrom(values.file, values.sample);
  const { db, where } = projectFirestore(values.project, values.database);
  const { dryRun, keepStatus } = values;
  console.log(
    `[content:import] ${dryRun ? 'dry run: planning' : 'importing'} ${values.sample ? 'the sample content' : values.file} ` +
      `(from ${content.project}, ${content.exportedAt}) into ${where}`,
  );
  const plan = await importContent(db, content, { dryRun, overwriteNewer: values.overwriteNewer, keepStatus });
  for (const line of describePlan(plan)) console.log(`[content:import] ${line}`);
  if (!keepStatus && content.collections.newsletterSubscribers?.length) {
    console.log(
      '[content:import] newsletterSubscribers: they come in pending, awaiting confirmation (no email is sent); --keep-status keeps their status',
    );
  }
  const skipped = Object.values(plan.collections).some((outcomes) => outcomes['skipped-newer'].length > 0);
  if (skipped) {
    console.log(
      '[content:import] skipped-newer: changed in the project after the file; --overwrite-newer replaces them',
    );
  }
  console.log(
    dryRun
      ? `[content:import] dry run: ${plan.writes.length} document(s) would be written; nothing was`
      : `[content:import] wrote ${plan.writes.length} document(s)`,
  );
  if (plan.postSlugs) for (const line of describePostSlugSync(plan.postSlugs)) console.log(`[content:import] ${line}`);
}

runCommand(import.meta.url, { name: 'content:import', usage: USAGE, parse: importArguments, run: main });
