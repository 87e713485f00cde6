import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { z } from 'zod';
import { englishMessage } from '../../contract/messages.js';
import { ConfigError } from '../config.js';
import { DataDirBusyError } from '../db/data-dir-lock.js';

/** A mistake in the command line: reported with the usage line. */
export class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>;

/** `--name value` options only; anything unknown or positional is a UsageError. */
export function readOptions<T extends Options>(argv: string[], options: T) {
  try {
    return parseArgs({ args: argv, strict: true, allowPositionals: false, options }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Checks an option's value with a contract rule, naming the option in the message. */
export function checkOption<S extends z.ZodType>(option: string, schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UsageError(`${option}: ${englishMessage(parsed.error.issues[0]!.message)}`);
  return parsed.data;
}

/**
 * Runs a command: its result line goes to stdout with exit 0; a failure is one line on stderr and
 * exit 1 (with the usage line after a command-line mistake).
 */
export function runCli(usage: string, failure: string, main: () => Promise<string | void>): void {
  main().then(
    (line) => {
      if (line) console.log(line);
      process.exit(0);
    },
    (error: unknown) => {
      if (error instanceof UsageError) console.error(`${error.message.replace(/\.$/, '')}. ${usage}`);
      else if (error instanceof ConfigError || error instanceof DataDirBusyError) console.error(error.message);
      else console.error(`${failure}: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
