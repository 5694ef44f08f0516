// The backup commands `npm run backups:schedule` prints (and runs with --run): a daily schedule
// kept 14 days on the default database, typed so that a shell passes gcloud exactly these words.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { backupCommands, dailySchedule, printedCommands, shellLine } from '../../scripts/backups-schedule';

/** The words a POSIX shell makes of a printed line, after `gcloud`. */
function shellWords(line: string): string[] {
  const result = spawnSync('sh', ['-c', `printf '%s\\n' ${line.replace(/^gcloud /, '')}`], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.split('\n').slice(0, -1);
}

describe('backups:schedule', () => {
  it('prints the daily schedule with 14 days of retention, the lists, and a restore into a new database', () => {
    const lines = printedCommands('faithful-matches-prod');
    expect(lines).toContain(
      "gcloud firestore backups schedules create --database='(default)' --recurrence=daily --retention=14d --project=faithful-matches-prod",
    );
    expect(lines).toContain(
      "gcloud firestore backups schedules list --database='(default)' --project=faithful-matches-prod",
    );
    expect(lines).toContain(
      "gcloud firestore backups list --project=faithful-matches-prod --format='table(name, database, snapshotTime, state)'",
    );
    expect(lines).toContain(
      'gcloud firestore databases restore --source-backup=projects/faithful-matches-prod/locations/LOCATION/backups/BACKUP_ID --destination-database=restored-YYYYMMDD --project=faithful-matches-prod',
    );
    expect(lines.filter((line) => line.startsWith('gcloud '))).toHaveLength(4);
  });

  it('prints lines a shell turns into exactly the arguments --run passes', () => {
    for (const args of Object.values(backupCommands('faithful-matches-prod'))) {
      expect(shellWords(shellLine(args))).toEqual(args);
    }
    expect(shellWords(shellLine(["--flag=it's (odd)", 'a b', '']))).toEqual(["--flag=it's (odd)", 'a b', '']);
  });

  it('refuses the demo project and what is not a project id', () => {
    expect(() => backupCommands('demo-faithful-matches')).toThrow(/emulators.*content:export/);
    for (const project of ['', 'Faithful', 'a b', 'x', "p'; rm -rf /"]) {
      expect(() => backupCommands(project), project).toThrow(/not a Google Cloud project id/);
    }
  });

  it('finds an existing daily schedule in gcloud’s JSON, so --run does not create a second', () => {
    const list = JSON.stringify([
      {
        name: 'projects/p/databases/(default)/backupSchedules/weekly-1',
        retention: '8467200s',
        weeklyRecurrence: { day: 'MONDAY' },
      },
      { name: 'projects/p/databases/(default)/backupSchedules/daily-1', retention: '1209600s', dailyRecurrence: {} },
    ]);
    expect(dailySchedule(list)).toEqual({
      name: 'projects/p/databases/(default)/backupSchedules/daily-1',
      retention: '1209600s',
    });
    expect(dailySchedule('[]')).toBeUndefined();
    expect(dailySchedule('')).toBeUndefined();
  });
});
