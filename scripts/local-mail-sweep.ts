// The mail sweep's schedule on the local stack, started by the launcher (scripts/lib/emulator-stack.ts).
// In production Cloud Scheduler runs `deliverDueMail` once a minute; the Functions emulator runs no
// schedule, so this process runs the same sweep (functions/src/services/mail-delivery.ts) every few
// seconds, with the functions' own settings: a newsletter's messages, retries whose wait is over,
// and leases that ran out reach the catcher as they would reach the provider.
import { config } from '../functions/src/config';
import { firebaseServices } from '../functions/src/firebase';
import { MAIL_SWEEP_BUDGET_MS } from '../functions/src/sizing';
import { deliverDueMail, smtpTransport } from '../functions/src/services/mail-delivery';

/** Locally a few seconds, not a minute: a developer (or a test) waits for the newsletter it sent. */
const INTERVAL_MS = Number(process.env.MAIL_SWEEP_INTERVAL_MS) || 2_000;

const log = (message: string) => console.log(`${new Date().toISOString()} [mail sweep] ${message}`);

async function main(): Promise<void> {
  const { db } = firebaseServices();
  const transport = smtpTransport(config.mail.connectionUri, config.mail.password, config.mail.perSecond);
  log(
    `sending due mail to ${config.mail.connectionUri} every ${INTERVAL_MS} ms, ${config.mail.perSecond} a second at most`,
  );
  for (;;) {
    try {
      const result = await deliverDueMail(db, transport, config.mail, {
        perSecond: config.mail.perSecond,
        budgetMs: MAIL_SWEEP_BUDGET_MS,
      });
      if (result.tried > 0) log(JSON.stringify(result));
    } catch (error) {
      log(`sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
  }
}

void main();
