import { failure, messageOnly } from '../../contract/envelope.js';
import { noBody } from '../../contract/fields.js';
import type { AppDeps } from '../deps.js';
import { adminOf, memberOf } from '../http/auth.js';
import { adminSecondStepScope, memberScope, security } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import { signOut } from './service.js';

/**
 * Signing out revokes the token on the server too: a token copied from a shared phone's storage
 * stops working the moment its owner signs out.
 */
export async function sessionRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const schema = (tag: string) => ({
    tags: [tag],
    summary: 'Sign out: this token stops working',
    security,
    body: noBody,
    response: { 200: messageOnly, 401: failure },
  });

  await memberScope(app, deps, (member) => {
    member.post('/user/logout', { schema: schema('member') }, async (request) => {
      await signOut(db, memberOf(request).sessionId);
      return { success: true as const, data: { message: 'Signed out' } };
    });
  });

  // An admin may leave halfway through signing in, too.
  await adminSecondStepScope(app, deps, (admin) => {
    admin.post('/admin/logout', { schema: schema('admin') }, async (request) => {
      await signOut(db, adminOf(request).sessionId);
      return { success: true as const, data: { message: 'Signed out' } };
    });
  });
}
