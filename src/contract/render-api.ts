// No schema here: the web app's first chunk reads these types' module (lib/api.ts).

/**
 * What the app's API calls read of an answer (src/web/lib/api.ts): its status and its JSON. The
 * browser's `fetch` gives a whole Response; a page rendered on the server reads the API in-process
 * (src/server/web-render.ts) and gives only these, read straight from the answer rather than
 * through a Response's body stream (5 to 8 µs a call).
 */
export interface ApiAnswer {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

/** What the app's API calls send (a `fetch`'s options, as far as the render reads them). */
interface ApiCall {
  method?: string;
  headers?: Record<string, string>;
  /** JSON text; a form's data in the browser, which no render sends. */
  body?: unknown;
  /** The call's time limit in the browser; an in-process answer does not wait on the network. */
  signal?: unknown;
}

/** A call of the API as the app makes it: the browser's `fetch`, or the render's in-process one. */
export type ApiFetch = (url: string, init: ApiCall) => Promise<ApiAnswer>;
