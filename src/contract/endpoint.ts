import type { z } from 'zod';

/**
 * One call of the API, as the server declares it and the web makes it: method, path, whose
 * session opens it, and its schemas. The server's route and the web's call both read the same
 * object, so a path or a field cannot drift between the two (src/contract/endpoints/).
 *
 * The schemas load on demand: the server at start, the web only where answers are checked
 * (development and tests). A page's bundle thus carries the address of every call it makes and
 * none of zod.
 */
export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> {
  readonly method: 'GET' | 'POST';
  /** Under `/api`, with `:name` for path parameters. */
  readonly path: string;
  /**
   * Whose session opens it: a member's, an admin's, either (an identity document, for its owner
   * or an admin), or none.
   */
  readonly side: 'member' | 'admin' | 'member-or-admin' | 'open';
  /** The statuses it fails with, each answered with the common failure envelope. */
  readonly errors: readonly number[];
  readonly schemas: () => Promise<S>;
  /**
   * A GET whose answer is the same for every caller for as long as the server runs (settings it
   * read at its start): a page rendered on the server asks for it once, not on every page.
   */
  readonly fixed?: true;
}

export interface EndpointSchemas {
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  /** The success answer; none for a file, whose bytes are not JSON. */
  readonly answer?: z.ZodType;
  /** The success status, 200 unless said. */
  readonly status?: 200 | 201;
  /** Answers of other statuses that are not the failure envelope (a health check's 503). */
  readonly otherAnswers?: Readonly<Record<number, z.ZodType>>;
}

export function endpoint<S extends EndpointSchemas>(definition: Endpoint<S>): Endpoint<S> {
  return definition;
}

type Part<S, K extends keyof EndpointSchemas> = S extends { readonly [P in K]: infer T extends z.ZodType } ? T : undefined;
type Output<T> = T extends z.ZodType ? z.output<T> : undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;

/** What the server's handler receives (parsed) and the web sends (before parsing). */
export type BodyOf<E> = E extends Endpoint<infer S> ? Output<Part<S, 'body'>> : never;
export type QueryOf<E> = E extends Endpoint<infer S> ? Output<Part<S, 'query'>> : never;
export type ParamsOf<E> = E extends Endpoint<infer S> ? Output<Part<S, 'params'>> : never;
export type BodyInputOf<E> = E extends Endpoint<infer S> ? Input<Part<S, 'body'>> : never;
export type QueryInputOf<E> = E extends Endpoint<infer S> ? Input<Part<S, 'query'>> : never;
export type ParamsInputOf<E> = E extends Endpoint<infer S> ? Input<Part<S, 'params'>> : never;
/** The success answer: what the web receives, and what the server's handler returns. */
export type AnswerOf<E> = E extends Endpoint<infer S> ? Output<Part<S, 'answer'>> : never;
export type AnswerInputOf<E> = E extends Endpoint<infer S> ? Input<Part<S, 'answer'>> : never;

/** The address of a call: its path with the parameters put in, each encoded. */
export function pathOf(target: Pick<Endpoint, 'path'>, params: Readonly<Record<string, string | number>> = {}): string {
  return target.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${target.path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}
