import type { FastifyRequest } from 'fastify';

/**
 * Limits on the calls worth guessing at or flooding. Login is counted per number and address,
 * so a shared address (a family, a cyber café) is not locked out by one person's typos.
 * Counters live in memory: with several instances they move to a shared store (Redis).
 */
const ip = (request: FastifyRequest) => request.ip;
const bodyField = (request: FastifyRequest, field: string) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 254).toLowerCase() : '';
};

export const rateLimits = {
  login: {
    max: 10,
    timeWindow: '1 minute',
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => `login:${ip(request)}:${bodyField(request, 'mobileNumber')}`,
  },
  registration: { max: 30, timeWindow: '1 minute', keyGenerator: (r: FastifyRequest) => `register:${ip(r)}` },
  otp: {
    max: 10,
    timeWindow: '15 minutes',
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => `otp:${ip(request)}:${bodyField(request, 'email')}`,
  },
  upload: { max: 30, timeWindow: '1 minute', keyGenerator: (r: FastifyRequest) => `upload:${ip(r)}` },
} as const;
