// The local stack launcher, used by `npm start`, the benches and anyone who wants a command run
// against the emulators (scripts/lib/emulator-stack.ts does the work).
//
//   node --import tsx scripts/stack.ts start [--no-build] [--no-seed]   run until Ctrl-C
//   node --import tsx scripts/stack.ts exec [--build] [--no-seed] [--for-tests] -- CMD [ARGS...]
//                                                          run CMD against the stack, then stop it
//                                                          (--for-tests: the suites' settings)
//
// Run with `node --import tsx`, not the `tsx` command: tsx's wrapper process SIGKILLs a child that
// is slow to acknowledge a signal, which would orphan the emulators this script is busy stopping.
import { DEMO_ACCOUNTS, MAIL_INBOX_URL, SITE_URL } from './lib/local-stack';
import { build, EmulatorStack, LaunchError, log, run, TEST_STACK_SETTINGS } from './lib/emulator-stack';

function parseArgs(argv: string[]) {
  const [command, ...rest] = argv;
  const separator = rest.indexOf('--');
  const flags = new Set(separator === -1 ? rest : rest.slice(0, separator));
  const commandLine = separator === -1 ? [] : rest.slice(separator + 1);
  if (command !== 'start' && command !== 'exec') {
    throw new LaunchError(
      'usage: stack.ts start [--no-build] [--no-seed] | exec [--build] [--no-seed] [--for-tests] -- CMD [ARGS...]',
    );
  }
  if (command === 'exec' && commandLine.length === 0) throw new LaunchError('exec needs a command after --');
  return {
    command,
    build: command === 'start' ? !flags.has('--no-build') : flags.has('--build'),
    seed: !flags.has('--no-seed'),
    forTests: flags.has('--for-tests'),
    commandLine,
  };
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const stack = new EmulatorStack(options.forTests ? TEST_STACK_SETTINGS : {});
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal} received`);
    void stack.stop().then(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  if (options.build) await build();
  await stack.start({ seed: options.seed });

  if (options.command === 'exec') {
    log(`running: ${options.commandLine.join(' ')}`);
    const [command, ...args] = options.commandLine;
    const code = await run(command!, args, stack.env);
    await stack.stop();
    return code;
  }

  console.log(`
  Faithful Matches is running: ${SITE_URL}
  ${stack.catchesMail ? `Mail it sends arrives in:    ${MAIL_INBOX_URL}` : `Mail it sends goes to:       ${stack.smtpConnectionUri} (SMTP_CONNECTION_URI)`}

  Demo accounts (Auth emulator only):
    admin   ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}
    reader  ${DEMO_ACCOUNTS.reader.email} / ${DEMO_ACCOUNTS.reader.password}
${stack.storage ? '' : '\n  No Storage emulator on this machine (it needs Java 21+): image upload answers 503; use an image URL.\n'}
  Press Ctrl-C to stop.
`);
  // Stay up until a signal arrives, or an emulator dies underneath us.
  try {
    return await stack.died();
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `[stack] ${error instanceof LaunchError ? error.message : error instanceof Error ? error.stack : String(error)}`,
    );
    process.exit(1);
  },
);
