// Daily Firestore backups, kept 14 days: prints the gcloud commands that set the schedule up, list
// the backups and restore one (docs/backups.md), or with --run sets the schedule up itself.
//
//   npm run backups:schedule -- --project PROJECT_ID [--run]
//
// Scheduled backups need the Blaze plan and the Google Cloud CLI signed in as an owner of the
// project (`gcloud auth login`). A project has at most one daily schedule, so --run first looks.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export const BACKUP_RECURRENCE = 'daily';
export const BACKUP_RETENTION = '14d';
const DATABASE = '(default)';

const USAGE = 'usage: npm run backups:schedule -- --project PROJECT_ID [--run]';

/** Google Cloud project ids: 6 to 30 lowercase letters, digits and hyphens, starting with a letter. */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

export interface BackupCommands {
  createSchedule: string[];
  listSchedules: string[];
  listBackups: string[];
  /** LOCATION, BACKUP_ID and the new database's name are the owner's to fill in. */
  restore: string[];
}

export function backupCommands(project: string): BackupCommands {
  if (project.startsWith('demo-')) {
    throw new Error(
      `${project} lives on the emulators, which keep no backups: use npm run content:export (docs/backups.md)`,
    );
  }
  if (!PROJECT_ID.test(project)) throw new Error(`"${project}" is not a Google Cloud project id`);
  const scope = [`--database=${DATABASE}`, `--project=${project}`];
  return {
    createSchedule: [
      'firestore',
      'backups',
      'schedules',
      'create',
      `--database=${DATABASE}`,
      `--recurrence=${BACKUP_RECURRENCE}`,
      `--retention=${BACKUP_RETENTION}`,
      `--project=${project}`,
    ],
    listSchedules: ['firestore', 'backups', 'schedules', 'list', ...scope],
    listBackups: [
      'firestore',
      'backups',
      'list',
      `--project=${project}`,
      '--format=table(name, database, snapshotTime, state)',
    ],
    restore: [
      'firestore',
      'databases',
      'restore',
      `--source-backup=projects/${project}/locations/LOCATION/backups/BACKUP_ID`,
      '--destination-database=restored-YYYYMMDD',
      `--project=${project}`,
    ],
  };
}

const SHELL_SAFE = /^[\w@%+=:,./-]+$/;
const quoted = (text: string) => (SHELL_SAFE.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`);

/** As typed in a POSIX shell: a flag's value in single quotes when it needs them (`--database='(default)'`). */
export function shellLine(args: string[]): string {
  const words = args.map((arg) => {
    const flag = /^(--[\w-]+=)(.*)$/s.exec(arg);
    return flag ? `${flag[1]}${quoted(flag[2]!)}` : quoted(arg);
  });
  return ['gcloud', ...words].join(' ');
}

export function printedCommands(project: string): string[] {
  const commands = backupCommands(project);
  return [
    `# Back up ${project}'s Firestore every day, keeping each backup ${BACKUP_RETENTION.replace('d', ' days')}:`,
    shellLine(commands.createSchedule),
    '# The schedule:',
    shellLine(commands.listSchedules),
    '# The backups so far (the first appears within a day):',
    shellLine(commands.listBackups),
    '# Restore one into a new database, then copy the content back (docs/backups.md):',
    shellLine(commands.restore),
  ];
}

/** The daily schedule among `gcloud ... schedules list --format=json`'s answer, if there is one. */
export function dailySchedule(listJson: string): { name: string; retention: string } | undefined {
  const schedules = JSON.parse(listJson || '[]') as Array<{
    name?: string;
    retention?: string;
    dailyRecurrence?: object;
  }>;
  const daily = schedules.find((schedule) => schedule.dailyRecurrence !== undefined);
  return daily ? { name: daily.name ?? '(unnamed)', retention: daily.retention ?? '(unknown)' } : undefined;
}

function gcloud(args: string[], capture: boolean): string {
  const result = spawnSync('gcloud', args, { encoding: 'utf8', stdio: capture ? 'pipe' : 'inherit' });
  if (result.error) throw new Error(`gcloud could not be run (${result.error.message}): install the Google Cloud CLI`);
  if (result.status !== 0) throw new Error(`${shellLine(args)} failed${capture ? `:\n${result.stderr}` : ''}`);
  return result.stdout ?? '';
}

function run(project: string) {
  const commands = backupCommands(project);
  const existing = dailySchedule(gcloud([...commands.listSchedules, '--format=json'], true));
  if (existing) {
    console.log(`[backups] ${project} already has a daily schedule: ${existing.name}, retention ${existing.retention}`);
  } else {
    console.log(`[backups] ${shellLine(commands.createSchedule)}`);
    gcloud(commands.createSchedule, false);
  }
  console.log(`[backups] to list the backups: ${shellLine(commands.listBackups)}`);
  console.log(`[backups] to restore one: ${shellLine(commands.restore)} (docs/backups.md)`);
}

function main() {
  const { values } = parseArgs({ options: { project: { type: 'string' }, run: { type: 'boolean' } } });
  if (!values.project) throw new Error(USAGE);
  if (values.run) run(values.project);
  else console.log(printedCommands(values.project).join('\n'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    main();
  } catch (error) {
    console.error('[backups] failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
