import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** What a command reads and where it writes: the process's own, or a test's. */
export interface CliIo {
  env: Record<string, string | undefined>;
  /** A line of progress or result, to standard output. */
  print: (line: string) => void;
}

/** One command-line tool: its usage line, the words before a failure, and its work. */
export interface CliCommand {
  usage: string;
  failure: string;
  /** Answers the result line (printed last), or nothing. */
  main(argv: string[], io: CliIo): Promise<string | void>;
}

/** How a run ended: the exit code, and the one line a failure writes to standard error. */
export interface CliOutcome {
  code: 0 | 1;
  error?: string;
}

/**
 * Runs a command: its result line goes to `io.print` with code 0; a failure is one line (with the
 * usage line after a command-line mistake) and code 1. The process entry below and the tests both
 * run commands through here, so they print the same words.
 */
export async function runCommandWith(command: CliCommand, argv: string[], io: CliIo): Promise<CliOutcome> {
  try {
    const line = await command.main(argv, io);
    if (line) io.print(line);
    return { code: 0 };
  } catch (error) {
    if (error instanceof UsageError) return { code: 1, error: `${error.message.replace(/\.$/, '')}. ${command.usage}` };
    if (error instanceof ConfigError || error instanceof DataDirBusyError) return { code: 1, error: error.message };
    return { code: 1, error: `${command.failure}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Runs a command as this process, when its module is the one `npm run` started, and exits. */
export function runCli(command: CliCommand, moduleUrl: string): void {
  if (process.argv[1] === undefined || resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  void runCommandWith(command, process.argv.slice(2), { env: process.env, print: (line) => console.log(line) }).then((outcome) => {
    if (outcome.error) console.error(outcome.error);
    process.exit(outcome.code);
  });
}
