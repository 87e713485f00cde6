import type { FastifyReply } from 'fastify';
import { useEncodedCopies, type EncodedCopies } from './compression.js';

interface SharedAnswer {
  json: string;
  encoded: EncodedCopies;
}

const answers = new WeakMap<object, SharedAnswer>();

/**
 * Sends `payload`, the answer made from `source`, serialised by the route's response schema and
 * compressed only the first time `source` is sent: a service that hands out the same object to
 * many requests (a listing page shared by its viewers) has it sent as the same bytes. An object
 * made for one request is sent once and forgotten with it.
 */
export function sendShared(reply: FastifyReply, source: object, payload: unknown): FastifyReply {
  let answer = answers.get(source);
  if (!answer) {
    answer = { json: reply.serialize(payload) as string, encoded: {} };
    answers.set(source, answer);
  }
  useEncodedCopies(reply, answer.encoded);
  return reply.type('application/json; charset=utf-8').send(answer.json);
}
