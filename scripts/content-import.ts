// Loads a content file (from content:export), or the sample content, into a project.
//
//   npm run content:import -- --project PROJECT_ID (--file FILE | --sample)
//                             [--dry-run] [--overwrite-newer] [--database DATABASE_ID]
//
// Idempotent by document id, and never deletes. A document the project changed after the file's
// copy of it is left alone unless --overwrite-newer; --dry-run prints the plan and writes nothing.
// A `demo-` project is the local emulators; any other uses Application Default Credentials.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { describePlan, importContent, parseContentFile, projectFirestore, type ContentFile } from './lib/content-io';
import { sampleContent } from './seed-data/sample-content';

const USAGE =
  'usage: npm run content:import -- --project PROJECT_ID (--file FILE | --sample) [--dry-run] [--overwrite-newer] [--database DATABASE_ID]';

function contentFrom(file: string | undefined, sample: boolean | undefined): ContentFile {
  if (sample) return sampleContent();
  return parseContentFile(readFileSync(file!, 'utf8'), file!);
}

async function main() {
  const { values } = parseArgs({
    options: {
      project: { type: 'string' },
      file: { type: 'string' },
      sample: { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      'overwrite-newer': { type: 'boolean' },
      database: { type: 'string' },
    },
  });
  if (!values.project || Boolean(values.file) === Boolean(values.sample)) throw new Error(USAGE);
  const content = contentFrom(values.file, values.sample);
  const { db, where } = projectFirestore(values.project, values.database);
  const dryRun = values['dry-run'] ?? false;
  console.log(
    `[content:import] ${dryRun ? 'dry run: planning' : 'importing'} ${values.sample ? 'the sample content' : values.file} ` +
      `(from ${content.project}, ${content.exportedAt}) into ${where}`,
  );
  const plan = await importContent(db, content, { dryRun, overwriteNewer: values['overwrite-newer'] });
  for (const line of describePlan(plan)) console.log(`[content:import] ${line}`);
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
}

main().catch((error: unknown) => {
  console.error('[content:import] failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
