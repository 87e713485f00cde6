import type { FastifyContextConfig } from 'fastify';
import type { AppDeps } from '../app.js';
import { rateLimits } from './rate-limits.js';

/** The route config that applies a named rate limit, unless the app was built without them. */
export function limited(deps: AppDeps, name: keyof typeof rateLimits): FastifyContextConfig {
  return deps.rateLimits === false ? {} : ({ rateLimit: rateLimits[name] } as FastifyContextConfig);
}

/** OpenAPI: protected calls take the token as `?token=` or a bearer header. */
export const security: { [scheme: string]: string[] }[] = [{ token: [] }, { bearer: [] }];
