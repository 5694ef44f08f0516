// The Cloud Functions runtime this project deploys to, and when Google stops accepting deploys
// on each Node.js runtime. One table, one source:
//   Cloud Run functions, "Runtime support" → Support schedule → Node.js
//   https://cloud.google.com/functions/docs/runtime-support (read 2026-11-22)
// After the decommission date "you can no longer create new functions or update existing functions
// using the runtime", so `firebase deploy` fails. firebase-tools keeps its own copy of these dates
// (lib/deploy/functions/runtimes/supported/types.js); Google's page is the authority where they differ.

export interface RuntimeSchedule {
  deprecation: string;
  decommission: string;
}

export const NODE_RUNTIME_SCHEDULE: Record<string, RuntimeSchedule> = {
  nodejs18: { deprecation: '2025-04-30', decommission: '2025-10-30' },
  nodejs20: { deprecation: '2026-04-30', decommission: '2026-10-30' },
  nodejs22: { deprecation: '2027-04-30', decommission: '2027-10-31' },
  nodejs24: { deprecation: '2028-04-30', decommission: '2028-10-31' },
};

/** What firebase.json declares. The bundle itself targets the oldest Node it must run on. */
export const FUNCTIONS_RUNTIME = 'nodejs24';

/**
 * The emulators run the bundle on the machine's own Node (20 here; firebase-tools warns and uses
 * the host's Node when the declared runtime differs), so esbuild targets that, not the runtime.
 */
export const FUNCTIONS_BUNDLE_TARGET = 'node20';

export function isDecommissioned(runtime: string, now: Date): boolean {
  const schedule = NODE_RUNTIME_SCHEDULE[runtime];
  if (!schedule) return true;
  return now.getTime() >= Date.parse(`${schedule.decommission}T00:00:00Z`);
}
