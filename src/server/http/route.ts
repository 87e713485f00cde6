import type { FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import type { AnswerInputOf, BodyOf, Endpoint, ParamsOf, QueryOf } from '../../contract/endpoint.js';
import { failure } from '../../contract/envelope.js';
import { recordFixedAnswer } from './fixed-answers.js';
import { security } from './scopes.js';
import type { ZodApp } from './types.js';

/**
 * What a route adds to its endpoint: the documentation of the call (text, tags, media types), and
 * its hooks and limits. What the endpoint says (shapes, answers, session) is not said again here.
 */
export interface RouteOptions extends Omit<RouteShorthandOptions, 'schema'> {
  schema: Omit<FastifySchema, 'body' | 'querystring' | 'params' | 'headers' | 'response' | 'security'>;
}

type EndpointRequest<E> = FastifyRequest<{ Body: BodyOf<E>; Querystring: QueryOf<E>; Params: ParamsOf<E> }>;

/** A handler answers the endpoint's success shape, or sends the reply itself (a file, a redirect). */
export type EndpointHandler<E> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<AnswerInputOf<E> | FastifyReply>;

/**
 * Declares the route of `target` on `scope`: method, path, validation, serialization and the
 * OpenAPI entry all come from the contract, so the web's call and the server's route cannot
 * disagree on any of them. A signed-in endpoint is documented as taking a session.
 */
export async function route<E extends Endpoint>(
  scope: ZodApp,
  target: E,
  options: RouteOptions,
  handler: EndpointHandler<E>,
): Promise<void> {
  if (target.fixed) {
    // A kept copy can only stand for a read that is the same for everyone, at one address.
    if (target.method !== 'GET' || target.side !== 'open' || target.path.includes(':'))
      throw new Error(`${target.method} ${target.path} cannot be fixed: only an open GET at one address is`);
    recordFixedAnswer(`${scope.prefix}${target.path}`);
  }
  const schemas = await target.schemas();
  const response: Record<number, unknown> = {};
  if (schemas.answer) response[schemas.status ?? 200] = schemas.answer;
  for (const [status, answer] of Object.entries(schemas.otherAnswers ?? {})) response[Number(status)] = answer;
  for (const status of target.errors) response[status] ??= failure;
  scope.route({
    ...options,
    method: target.method,
    url: target.path,
    schema: {
      ...options.schema,
      ...(target.side === 'open' ? {} : { security }),
      ...(schemas.body ? { body: schemas.body } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.params ? { params: schemas.params } : {}),
      response,
    },
    // The schemas above validate what the handler's types promise; Fastify cannot see the link.
    handler: handler as unknown as Parameters<ZodApp['route']>[0]['handler'],
  });
}
