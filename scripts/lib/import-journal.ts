// What makes content:import safe to stop (docs/backups.md). Before it writes, it exports the
// project's content as it is: the backup, a content file that `content:import --file` restores. A
// journal beside it says which import this is, where its backups are and what it has written, one
// committed batch at a time. The same import run again (the same file, project, database and
// options) finds its journal and finishes: it plans from what is stored then (content-io.ts
// importContent), so what the stopped run wrote is unchanged and only the rest is written, and the
// journal keeps its first backup, the project as it was before the import began.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { PostSlugSync } from '../../functions/src/services/post-slugs';
import {
  CONTENT_COLLECTIONS,
  DEFAULT_DATABASE,
  describePlan,
  exportContent,
  exportFileName,
  importContent,
  serializeContentFile,
  writeContentFile,
  writeFileWhole,
  type ContentCollection,
  type ContentFile,
  type ImportOptions,
  type ImportPlan,
  type ImportWrite,
  type WrittenBatch,
} from './content-io';

export const JOURNAL_FORMAT = 'faithful-matches-import-journal';

/** The project and database an import writes into. */
export interface ImportTarget {
  project: string;
  database: string;
}

/** The options that change what an import writes: another value is another import. */
export type ImportChoices = Required<ImportOptions>;

const idsSchema = z.array(z.string());

const journalSchema = z.strictObject({
  format: z.literal(JOURNAL_FORMAT),
  /** importId: the file, target and options, hashed. */
  importId: z.string(),
  project: z.string(),
  database: z.string(),
  /** The file as the owner named it, or 'the sample content'. */
  source: z.string(),
  options: z.strictObject({ overwriteNewer: z.boolean(), keepStatus: z.boolean() }),
  startedAt: z.iso.datetime(),
  /** The export each writing run took before it wrote; the first is the project before the import began. */
  backups: z.array(z.string()).min(1),
  /**
   * What the runs wrote, by collection: ids the import created (in no backup, so a restore leaves
   * them) and ids it replaced, each under what it was when first written.
   */
  written: z.partialRecord(z.enum(CONTENT_COLLECTIONS), z.strictObject({ created: idsSchema, replaced: idsSchema })),
  /** Once every document is written and every post's slug claimed. */
  finishedAt: z.iso.datetime().optional(),
});

export type ImportJournal = z.infer<typeof journalSchema>;

// --- The journal, as data ---------------------------------------------------------------------

/** The same file into the same project and database with the same options is the same import, wherever the file lies. */
export function importId(content: ContentFile, target: ImportTarget, choices: ImportChoices): string {
  return createHash('sha256')
    .update(JSON.stringify([target.project, target.database, choices.overwriteNewer, choices.keepStatus]))
    .update(serializeContentFile(content))
    .digest('hex')
    .slice(0, 16);
}

/** Found again by the same import: its name is the project and the import's id. */
export const journalFile = (folder: string, project: string, id: string) =>
  path.join(folder, `${project}-import-${id}.journal.json`);

export const backupFile = (folder: string, project: string, now: Date) =>
  path.join(folder, exportFileName(project, now, 'before-import'));

export function startJournal(
  { id, target, source, choices }: { id: string; target: ImportTarget; source: string; choices: ImportChoices },
  backup: string,
  now: Date,
): ImportJournal {
  return {
    format: JOURNAL_FORMAT,
    importId: id,
    project: target.project,
    database: target.database,
    source,
    options: { overwriteNewer: choices.overwriteNewer, keepStatus: choices.keepStatus },
    startedAt: now.toISOString(),
    backups: [backup],
    written: {},
  };
}

export const withBackup = (journal: ImportJournal, backup: string): ImportJournal => ({
  ...journal,
  backups: [...journal.backups, backup],
});

/**
 * The journal once `writes` are committed. An id already there keeps its place: a document this
 * import created is in none of its backups' "before", however often it is written again.
 */
export function withWrites(journal: ImportJournal, writes: readonly ImportWrite[]): ImportJournal {
  const written = structuredClone(journal.written);
  const known = new Map<ContentCollection, Set<string>>();
  for (const { collection, id, outcome } of writes) {
    const lists = (written[collection] ??= { created: [], replaced: [] });
    let ids = known.get(collection);
    if (!ids) {
      ids = new Set([...lists.created, ...lists.replaced]);
      known.set(collection, ids);
    }
    if (ids.has(id)) continue;
    ids.add(id);
    (outcome === 'create' ? lists.created : lists.replaced).push(id);
  }
  return { ...journal, written };
}

export const finishedJournal = (journal: ImportJournal, now: Date): ImportJournal => ({
  ...journal,
  finishedAt: now.toISOString(),
});

const countsOf = (journal: ImportJournal) =>
  Object.entries(journal.written).map(
    ([collection, { created, replaced }]) => [collection, created.length + replaced.length] as const,
  );

export const writtenCount = (journal: ImportJournal): number =>
  countsOf(journal).reduce((sum, [, count]) => sum + count, 0);

/** `N document(s) (posts 3, appReviews 2)`. */
function writtenSummary(journal: ImportJournal): string {
  const counts = countsOf(journal).filter(([, count]) => count > 0);
  const each = counts.map(([collection, count]) => `${collection} ${count}`).join(', ');
  return `${writtenCount(journal)} document(s)${each ? ` (${each})` : ''}`;
}

/** A word as a POSIX shell reads it: quoted only when it has to be. */
const shellWord = (word: string) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`);

/**
 * The command that undoes the import: its first backup imported over what the import wrote, as the
 * project kept it (statuses and all) and whatever changed since.
 */
export function restoreCommand(journal: ImportJournal): string {
  const database = journal.database === DEFAULT_DATABASE ? '' : ` --database ${shellWord(journal.database)}`;
  return (
    `npm run content:import -- --project ${shellWord(journal.project)}${database} ` +
    `--file ${shellWord(journal.backups[0]!)} --keep-status --overwrite-newer`
  );
}

/** How to undo the import, and what undoing it leaves. */
function undoLines(journal: ImportJournal): string[] {
  const created = Object.values(journal.written).reduce((sum, { created }) => sum + created.length, 0);
  return [
    `to undo it: ${restoreCommand(journal)}`,
    ...(created
      ? [`  the ${created} document(s) it created are in no backup: a restore leaves them (the journal lists them)`]
      : []),
  ];
}

/** Said when an import starts and finds that an earlier run of it stopped. */
export function resumeLine(journal: ImportJournal, dryRun: boolean): string {
  return (
    `an earlier run of this import (${journal.startedAt}) stopped after writing ${writtenSummary(journal)}; ` +
    `${dryRun ? 'without --dry-run this run would finish it' : 'this run finishes it'}; ` +
    `the project before it began is in ${journal.backups[0]}`
  );
}

/** What a finished import did, over all its runs, and how to undo it. */
export function finishedLines(journal: ImportJournal, file: string): string[] {
  return [`done: this import wrote ${writtenSummary(journal)}; journal ${file}`, ...undoLines(journal)];
}

/** What a stopped import did, and how to finish or undo it. */
export function stoppedLines(journal: ImportJournal, file: string): string[] {
  return [
    `stopped after writing ${writtenSummary(journal)}`,
    `to finish it: run the same command again (its journal, ${file}, says where it stopped)`,
    ...undoLines(journal),
  ];
}

// --- The journal, on disk ---------------------------------------------------------------------

export function readJournal(file: string): ImportJournal | undefined {
  if (!existsSync(file)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    json = undefined;
  }
  const result = journalSchema.safeParse(json);
  if (!result.success) throw new Error(`${file} is not a journal content:import wrote: move it away to start afresh`);
  return result.data;
}

export function writeJournal(file: string, journal: ImportJournal): void {
  writeFileWhole(file, `${JSON.stringify(journal, null, 2)}\n`);
}

/** The journals in `folder` of imports into `target` that did not finish, by file. */
export function unfinishedJournals(folder: string, target: ImportTarget): Map<string, ImportJournal> {
  const unfinished = new Map<string, ImportJournal>();
  if (!existsSync(folder)) return unfinished;
  for (const name of readdirSync(folder)
    .filter((entry) => entry.endsWith('.journal.json'))
    .sort()) {
    const file = path.join(folder, name);
    const journal = readJournal(file);
    if (journal && !journal.finishedAt && journal.project === target.project && journal.database === target.database)
      unfinished.set(file, journal);
  }
  return unfinished;
}

// --- An import with its backup and journal ----------------------------------------------------

export interface GuardedImportOptions extends ImportChoices {
  target: ImportTarget;
  /** The file as the owner named it, or 'the sample content'. */
  source: string;
  /** Where the backups and the journal go. */
  folder: string;
  dryRun: boolean;
  /** Each line of what happens, as it happens. */
  report?: (line: string) => void;
  /** After each batch is committed and journaled; a throw stops the import there, as a crash would. */
  written?: (batch: WrittenBatch) => Promise<void> | void;
}

export interface GuardedImport {
  plan: ImportPlan & { postSlugs?: PostSlugSync };
  journalFile: string;
  /** As the import left it: none when it had nothing to write and no earlier run to finish, or on a dry run. */
  journal?: ImportJournal;
  /** This run's export before it wrote (a dry run's: where it would go); none when there was nothing to write. */
  backup?: string;
  /** The earlier, stopped run of this import that this one finished (a dry run's: would finish). */
  resumed?: ImportJournal;
}

/**
 * importContent, made safe to stop. Once the file is checked and planned, and only if it has
 * something to write: the project's content is exported whole (a failure writes nothing), then
 * the journal is written, then the batches, each journaled once committed. A stop reports what
 * was written and how to finish or undo it; the same import run again finishes it. A dry run
 * reports where the export would go, and writes nothing, journal and folder included.
 */
export async function importWithBackup(
  db: Firestore,
  content: ContentFile,
  options: GuardedImportOptions,
): Promise<GuardedImport> {
  const { target, folder, dryRun, report = () => {} } = options;
  const choices: ImportChoices = { overwriteNewer: options.overwriteNewer, keepStatus: options.keepStatus };
  const id = importId(content, target, choices);
  const file = journalFile(folder, target.project, id);
  const earlier = readJournal(file);
  const resumed = earlier && !earlier.finishedAt ? earlier : undefined;
  if (resumed) report(resumeLine(resumed, dryRun));
  for (const [other, journal] of unfinishedJournals(folder, target)) {
    if (other === file) continue;
    report(
      `another import into this project (${journal.source}, ${journal.startedAt}) did not finish: ` +
        `it is not this one (another file or other options); its journal is ${other}, the project before it ${journal.backups[0]}`,
    );
  }
  // Set by the steps below as they happen.
  const run: { journal?: ImportJournal; backup?: string } = { journal: resumed };
  try {
    const plan = await importContent(db, content, {
      ...choices,
      dryRun,
      planned: async (planned) => {
        for (const line of describePlan(planned)) report(line);
        if (!planned.writes.length) return;
        const backup = backupFile(folder, target.project, new Date());
        run.backup = backup;
        if (dryRun) {
          report(`dry run: before writing, the project's content would be exported to ${backup}`);
          return;
        }
        const exported = await exportContent(db, target.project);
        writeContentFile(backup, exported);
        const count = Object.values(exported.collections).reduce((sum, documents) => sum + documents.length, 0);
        report(`exported the project's content as it is, ${count} document(s), to ${backup}`);
        run.journal = run.journal
          ? withBackup(run.journal, backup)
          : startJournal({ id, target, source: options.source, choices }, backup, new Date());
        writeJournal(file, run.journal);
        report(`journal: ${file}`);
      },
      written: async (batch) => {
        run.journal = withWrites(run.journal!, batch.writes);
        writeJournal(file, run.journal);
        report(`${batch.writes[0]!.collection}: wrote ${batch.writes.length} (batch ${batch.number} of ${batch.of})`);
        await options.written?.(batch);
      },
    });
    if (!dryRun && run.journal) {
      run.journal = finishedJournal(run.journal, new Date());
      writeJournal(file, run.journal);
    }
    return { plan, journalFile: file, journal: dryRun ? undefined : run.journal, backup: run.backup, resumed };
  } catch (error) {
    if (!dryRun && run.journal) for (const line of stoppedLines(run.journal, file)) report(line);
    throw error;
  }
}
