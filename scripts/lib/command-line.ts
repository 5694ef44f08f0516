// How a script takes its command line and runs (content:import, images:variants, the sample
// photos): its options with --help, and its main run only when node was started with its file, so
// that a test can import the script's parts without running it.
import { pathToFileURL } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;
const HELP = { help: { type: 'boolean', short: 'h' } } as const;
type OptionValues<O extends Options> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O & typeof HELP }>
>['values'];

/** The options' values, or 'help' for --help (-h); an unknown option or a stray argument throws. */
export function optionValues<const O extends Options>(args: string[], options: O): OptionValues<O> | 'help' {
  const { values } = parseArgs({ args, options: { ...options, ...HELP } });
  return 'help' in values && values.help ? 'help' : values;
}

/**
 * Runs `main` with the command line's arguments when node was started with the module at
 * `moduleUrl` (its `import.meta.url`); a failure prints `[name] failed: …` and exits 1.
 */
export function runScript(moduleUrl: string, name: string, main: (args: string[]) => Promise<void>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`[${name}] failed:`, error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

/** A script with options: how it reads them, and what it does with them. */
export interface Command<Values> {
  /** What its lines start with, in brackets. */
  name: string;
  /** Printed for --help; a wrong command line throws it. */
  usage: string;
  /** The command line's values, or 'help'. */
  parse(args: string[]): Values | 'help';
  run(values: Values): Promise<void>;
}

/** runScript for a command: its usage for --help, else its run with the values parsed. */
export function runCommand<Values>(moduleUrl: string, { name, usage, parse, run }: Command<Values>): void {
  runScript(moduleUrl, name, async (args) => {
    const values = parse(args);
    if (values === 'help') console.log(usage);
    else await run(values);
  });
}
