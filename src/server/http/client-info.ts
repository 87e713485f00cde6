import type { FastifyRequest } from 'fastify';

const USER_AGENT_MAX = 300;

/** Where a request came from, for the records the law asks us to keep (sign-ins, consent). */
export interface ClientInfo {
  /** The client's address; behind a proxy, as TRUST_PROXY allows Fastify to read it. */
  address: string;
  userAgent: string | null;
}

export function clientOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { address: request.ip, userAgent: typeof agent === 'string' && agent !== '' ? agent.slice(0, USER_AGENT_MAX) : null };
}
