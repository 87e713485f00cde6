import type { Endpoint } from '../../contract/endpoint.js';
import { renderScope } from './render-scope.js';

/**
 * Set on `globalThis` to check every answer against its endpoint's schema where Vite's
 * development flag cannot say so: the built pages the browser tests open.
 */
export const CHECK_ANSWERS = '__maliVivahCheckAnswers';

const checking = (): boolean => import.meta.env.DEV || (globalThis as Record<string, unknown>)[CHECK_ANSWERS] === true;

/**
 * In development and tests, an answer whose shape breaks its endpoint's contract fails loudly:
 * the console says which call and which field, and the call fails. In production the check is
 * skipped, and with it the schemas and zod, which then never load.
 */
export async function checkAnswer(target: Endpoint, answer: unknown): Promise<void> {
  // A page rendered on the server reads the server's own answers, in-process, which its
  // serialiser has just checked against the same schema (http/route.ts). Checking them again
  // there would load the render bundle's copy of the schemas beside the server's.
  if (!checking() || renderScope()) return;
  const schema = (await target.schemas()).answer;
  if (!schema) return;
  const result = schema.safeParse(answer);
  if (result.success) return;
  const where = result.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`).join('; ');
  const message = `The answer of ${target.method} /api${target.path} breaks its contract: ${where}`;
  console.error(message);
  throw new Error(message);
}
