// Once, when a project moves over from the Trigger Email extension to the site's own sender
// (docs/deploy.md, "Moving over from the Trigger Email extension"): makes every `mail` document that
// is waiting, but that the sweep cannot find, due now, so the next sweep sends it. See
// adoptWaitingMail (functions/src/services/mail-delivery.ts) for which ones.
//
//   npm run mail:adopt -- [--project PROJECT_ID] [--write] [--database ID]
//
// A dry run by default: it counts, and writes nothing. Without --project it works on the local
// emulators; with a real project id it uses Application Default Credentials
// (`gcloud auth application-default login`).
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { adoptWaitingMail } from '../functions/src/services/mail-delivery';
import { optionValues, runCommand } from './lib/command-line';
import { DEMO_PROJECT_ID, targetLocalEmulators } from './lib/local-stack';

export const USAGE = [
  'usage: npm run mail:adopt -- [--project PROJECT_ID] [--write] [--database ID]',
  '',
  '  --project ID     a real project (Application Default Credentials); without it, the local emulators',
  '  --write          make the waiting documents due; without it, a dry run that counts them',
  '  --database ID    a database other than (default)',
].join('\n');

interface Arguments {
  project: string;
  write: boolean;
  database?: string;
}

export function mailAdoptArguments(args: string[]): Arguments | 'help' {
  const values = optionValues(args, {
    project: { type: 'string' },
    write: { type: 'boolean' },
    database: { type: 'string' },
  });
  if (values === 'help') return 'help';
  if (values.project === '') throw new Error(USAGE);
  return { project: values.project ?? DEMO_PROJECT_ID, write: values.write ?? false, database: values.database };
}

async function main({ project, write, database }: Arguments) {
  if (project.startsWith('demo-')) targetLocalEmulators();
  const db = getFirestore(initializeApp({ projectId: project }, 'mail-adopt'), database ?? '(default)');
  const log = (line: string) => console.log(`[mail:adopt] ${line}`);
  log(
    `${write ? 'making due' : 'dry run: counting'} the waiting mail documents of ${project} that the sweep cannot find`,
  );
  const { read, adopted } = await adoptWaitingMail(db, {
    write,
    onPage: (progress) => log(`  ${progress.read} read, ${progress.adopted} waiting`),
  });
  log(
    write
      ? `${adopted} of ${read} documents made due now: the next sweep (within a minute) sends them`
      : `${adopted} of ${read} documents would be made due; run again with --write`,
  );
}

runCommand(import.meta.url, { name: 'mail:adopt', usage: USAGE, parse: mailAdoptArguments, run: main });
