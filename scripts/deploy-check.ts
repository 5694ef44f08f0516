// `npm run deploy:check -- --project ID`: whether the project is ready for `firebase deploy`,
// offline (scripts/lib/deploy-check.ts). Prints each problem and its fix; exits 1 on any.
// firebase.json runs it before the functions deploy, with the project in GCLOUD_PROJECT.
import { checkDeploy, headCommit } from './lib/deploy-check';
import { ROOT } from './lib/local-stack';

function projectArgument(argv: string[]): string | undefined {
  const at = argv.indexOf('--project');
  return at >= 0 ? argv[at + 1] : process.env.GCLOUD_PROJECT;
}

const { projectId, problems, reminders } = checkDeploy({
  root: ROOT,
  project: projectArgument(process.argv.slice(2)),
  now: new Date(),
  headCommit: headCommit(ROOT),
});

const name = projectId ?? 'the project';
if (problems.length) {
  console.error(
    `deploy:check: ${name} is not ready to deploy (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n`,
  );
  for (const { problem, fix } of problems) console.error(`  ✗ ${problem}\n      fix: ${fix}`);
} else {
  console.log(`deploy:check: ${name} is ready to deploy, as far as can be checked offline.`);
}
if (reminders.length) {
  console.log('\nNot checkable offline, make sure of:');
  for (const reminder of reminders) console.log(`  • ${reminder}`);
}
process.exit(problems.length ? 1 : 0);
