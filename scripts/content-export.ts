// Writes every content collection of a project to one JSON file (scripts/lib/content-io.ts):
// posts, app reviews, resources, testimonials, newsletter subscribers and contact messages.
//
//   npm run content:export -- --project PROJECT_ID [--out FILE] [--database DATABASE_ID]
//
// A `demo-` project is read from the local emulators; any other with Application Default
// Credentials. The file holds readers' names and addresses: keep it as private as the database.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportContent, EXPORTS_FOLDER, exportFileName, projectFirestore, writeContentFile } from './lib/content-io';

const USAGE = 'usage: npm run content:export -- --project PROJECT_ID [--out FILE] [--database DATABASE_ID]';

async function main() {
  const { values } = parseArgs({
    options: { project: { type: 'string' }, out: { type: 'string' }, database: { type: 'string' } },
  });
  if (!values.project) throw new Error(USAGE);
  const now = new Date();
  const out = values.out ?? path.join(EXPORTS_FOLDER, exportFileName(values.project, now));
  const { db, where } = projectFirestore(values.project, values.database);
  console.log(`[content:export] reading ${where}`);
  const file = await exportContent(
    db,
    values.project,
    (collection, count) => console.log(`[content:export] ${collection}: ${count}`),
    now,
  );
  writeContentFile(out, file);
  console.log(`[content:export] wrote ${out}`);
}

main().catch((error: unknown) => {
  console.error('[content:export] failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
