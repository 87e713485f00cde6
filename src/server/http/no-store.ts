import type { FastifyInstance } from 'fastify';

/**
 * API answers carry members' details and tokens: no browser or proxy cache may keep them, so a
 * shared phone's back button or a café's proxy shows nothing of the last person. A route that
 * means to be cached (public photos) sets its own Cache-Control, which is left alone.
 */
export function registerNoStore(api: FastifyInstance): void {
  api.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
