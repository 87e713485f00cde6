import type { FastifyReply, FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';

const REDACTED = '[redacted]';

/**
 * The query parameters whose values a log line keeps. Each holds one of a few fixed words, a page
 * number or a day (a screen's tab, a list's page or filter), never a person or a secret. Every
 * other value is redacted, whether the app reads it or not: session tokens (SPEC sends them as
 * `?token=`), the keys and codes of mailed links, a private photo's access, names typed in a search.
 */
export const LOGGED_QUERY_PARAMETERS: ReadonlySet<string> = new Set(['page', 'tab', 'type', 'status', 'from', 'to', 'action']);

/** A value short and plain enough to be a word, a number or a day; anything longer is not logged even when allowed. */
const PLAIN_VALUE = /^[\w.:-]{0,40}$/;
/** A parameter's name is kept (its value redacted) when it reads as a word; a name that could be a secret goes whole. */
const WORD_NAME = /^[A-Za-z]{1,20}$/;

function redactParameter(pair: string): string {
  if (pair === '') return pair;
  const equals = pair.indexOf('=');
  const name = equals < 0 ? pair : pair.slice(0, equals);
  const value = equals < 0 ? undefined : pair.slice(equals + 1);
  if (LOGGED_QUERY_PARAMETERS.has(name) && (value === undefined || PLAIN_VALUE.test(value))) return pair;
  if (!WORD_NAME.test(name)) return REDACTED;
  return value === undefined ? name : `${name}=${REDACTED}`;
}

/** The address as a log line may hold it: the path, and only the allowed query values. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const parameters = url
    .slice(start + 1)
    .split('&')
    .map(redactParameter);
  return `${url.slice(0, start)}?${parameters.join('&')}`;
}

/** The app's logger options (Fastify builds its logger from them): what is redacted, and how a request reads. */
export function loggerOptions(level: string) {
  return {
    level,
    // No line logs an answer's headers today; should one ever, its session cookies stay out.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-csrf-token"]',
        'headers.authorization',
        'headers.cookie',
        'headers["set-cookie"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}

/**
 * A logger for work outside a request (start-up, the command-line tools), with the app's own
 * options: whatever it is handed, a token or password is redacted exactly as in a request's log.
 */
export function createLogger(level: string, stream?: DestinationStream): Logger {
  return stream ? pino(loggerOptions(level), stream) : pino(loggerOptions(level));
}

/**
 * Whether log lines are for a person: standard output is a terminal and NODE_ENV is not
 * production. Piped, collected or in production they stay JSON, one object a line, for machines.
 */
export function readableLogs(stdout: { isTTY?: boolean }, nodeEnv: string | undefined): boolean {
  return stdout.isTTY === true && nodeEnv !== 'production';
}

/** The fields of a request's line (logRequest), which a readable line puts in its message. */
const REQUEST_FIELDS = ['method', 'url', 'statusCode', 'ms', 'remoteAddress'] as const;

/** A request's line as a person reads it: `POST /api/user/getProfile 200 12 ms 127.0.0.1`. */
function readableMessage(log: Record<string, unknown>, messageKey: string): string {
  const message = typeof log[messageKey] === 'string' ? log[messageKey] : '';
  if (!REQUEST_FIELDS.every((field) => field in log)) return message;
  return `${String(log.method)} ${String(log.url)} ${String(log.statusCode)} ${String(log.ms)} ms ${String(log.remoteAddress)}`;
}

/**
 * Where the server writes its log: on a developer's terminal, pino-pretty's coloured lines with
 * the time of day (written in this thread, so nothing is lost at exit); otherwise undefined, that
 * is JSON to standard output. Redaction happens before either.
 */
export function consoleLogStream(
  stdout: { isTTY?: boolean } = process.stdout,
  nodeEnv = process.env.NODE_ENV,
): DestinationStream | undefined {
  if (!readableLogs(stdout, nodeEnv)) return undefined;
  return pinoPretty({
    translateTime: 'SYS:HH:MM:ss.l',
    // No other line logs these fields: a request's are its message, and whatever else a line
    // carries follows it on the same line.
    ignore: ['pid', 'hostname', 'reqId', ...REQUEST_FIELDS].join(','),
    singleLine: true,
    messageFormat: readableMessage,
    sync: true,
  });
}

/** The levels at which a request's line is written. */
const REQUEST_LEVELS = new Set(['info', 'debug', 'trace']);

/**
 * One line per request, once answered: method, address (query values redacted), status and time. A
 * server error is logged where it happens, with its cause; this line only says it was answered.
 */
export async function logRequest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!REQUEST_LEVELS.has(request.log.level)) return;
  request.log.info(
    {
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    },
    'request completed',
  );
}
