// Grants or revokes the `admin: true` custom claim on an existing user.
//
//   npm run admin:grant -- EMAIL [--project PROJECT_ID]
//   npm run admin:revoke -- EMAIL [--project PROJECT_ID]
//
// Without --project it targets the local Auth emulator (the `demo-` project,
// scripts/lib/local-stack.ts). With a real project id it uses Application Default Credentials
// (`gcloud auth application-default login`, or GOOGLE_APPLICATION_CREDENTIALS).
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { DEMO_PROJECT_ID, targetLocalEmulators } from './lib/local-stack';

const USAGE = 'usage: npm run admin:grant|admin:revoke -- EMAIL [--project PROJECT_ID]';

function parse(argv: string[]) {
  const [action, ...rest] = argv;
  let project = DEMO_PROJECT_ID;
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--project') project = rest[++i] ?? '';
    else positional.push(rest[i]!);
  }
  const [email] = positional;
  if ((action !== 'grant' && action !== 'revoke') || !email || !project || positional.length !== 1) {
    throw new Error(USAGE);
  }
  return { action, email: email.trim().toLowerCase(), project };
}

async function main() {
  const { action, email, project } = parse(process.argv.slice(2));
  const local = project.startsWith('demo-');
  if (local) targetLocalEmulators();
  const auth = getAuth(initializeApp({ projectId: project }));
  const user = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') throw new Error(`no user with the email ${email} in ${project}`);
    throw error;
  });
  // Keep any other claims the user has.
  const { admin: _previous, ...otherClaims } = user.customClaims ?? {};
  const claims = action === 'grant' ? { ...otherClaims, admin: true } : otherClaims;
  await auth.setCustomUserClaims(user.uid, Object.keys(claims).length ? claims : null);
  // Claims travel inside tokens and session cookies: make the user sign in again.
  await auth.revokeRefreshTokens(user.uid);
  console.log(
    `${action === 'grant' ? 'Granted' : 'Revoked'} admin for ${email} (uid ${user.uid}) in ${project}` +
      `${local ? ' (Auth emulator)' : ''}. They must sign in again for it to take effect.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
