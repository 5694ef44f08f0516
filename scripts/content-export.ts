// Writes every content collection of a project to one JSON file (scripts/lib/content-io.ts):
// posts, app reviews, resources, testimonials, newsletter subscribers and contact messages.
//
//   npm run content:export -- --project PROJECT_ID [--out FILE] [--database DATABASE_ID]
//
// A `demo-` project is read from the local emulators; any other with Application Default
// Credentials. The file holds readers' names and addresses: keep it as private as the database.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportContent, projectFirestore, serializeContentFile } from './lib/content-io';

const USAGE = 'usage: npm run content:export -- --project PROJECT_ID [--out FILE] [--database DATABASE_ID]';

/** content-exports/ is ignored by git: an export is personal data, never a commit. */
const defaultOut = (project: string, now: Date) =>
  path.join('content-exports', `${project}-${now.toISOString().replace(/[:.]/g, '-')}.json`);

async function main() {
  const { values } = parseArgs({
    options: { project: { type: 'string' }, out: { type: 'string' }, database: { type: 'string' } },
  });
  if (!values.project) throw new Error(USAGE);
  const now = new Date();
  const out = values.out ?? defaultOut(values.project, now);
  const { db, where } = projectFirestore(values.project, values.database);
  console.log(`[content:export] reading ${where}`);
  const file = await exportContent(
    db,
    values.project,
    (collection, count) => console.log(`[content:export] ${collection}: ${count}`),
    now,
  );
  mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  writeFileSync(out, serializeContentFile(file), { mode: 0o600 });
  console.log(`[content:export] wrote ${out}`);
}

main().catch((error: unknown) => {
  console.error('[content:export] failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
