import * as endpoints from '../../contract/endpoints/admin.js';
import type { AppDeps } from '../deps.js';
import { adminOf } from '../http/auth.js';
import { adminScope } from '../http/scopes.js';
import { rateLimited } from '../http/rate-limits.js';
import { route } from '../http/route.js';
import { deliverSession } from '../http/session-cookie.js';
import type { ZodApp } from '../http/types.js';
import { presentForAdmin } from '../privacy/present-for-admin.js';
import { actorOf } from '../audit/record.js';
import { notifyDeps } from '../notifications/notify.js';
import { clientOf } from '../http/client-info.js';
import { verificationOf } from '../verification/approval.js';
import { sessionLifetimeMs } from '../sessions/service.js';
import * as admin from './service.js';

const tags = ['admin'];

export async function adminRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;

  await route(
    app,
    endpoints.adminSignIn,
    {
      ...rateLimited(app, deps, 'login', 'loginAddress'),
      schema: {
        tags,
        summary:
          'Password, the first step of signing in: the token opens only the second step (secondStep ENROL or CODE, see /admin/twoStep)',
        description:
          'With the header `x-session-transport: cookie` the password-only session goes into the httpOnly admin cookie ' +
          '(for its 10 minutes) and the answer carries no token.',
      },
    },
    async (request, reply) => {
      const { token, secondStep } = await admin.login(db, request.body.mobileNumber, request.body.password, clientOf(request));
      const message = secondStep === 'ENROL' ? 'Set up two-step sign-in to continue' : 'Enter the code from your authenticator app';
      const session = await deliverSession(request, reply, db, 'admin', token, sessionLifetimeMs('admin', { awaitingSecondFactor: true }));
      return { success: true as const, data: { ...session, message, secondStep } };
    },
  );

  await adminScope(app, deps, async (signedIn) => {
    await route(
      signedIn,
      endpoints.listUsers,
      { schema: { tags, summary: 'Members, newest first, 10 a page from page 0; filter by name (partial) and status' } },
      async (request) => {
        const { page } = request.body;
        const { rows, hasMore } = await admin.listUsers(db, request.body);
        // With what each member has proven, so the back-office can say why Approve is off.
        const records = await presentForAdmin(db, adminOf(request).subjectId, rows);
        const userData = records.map((record, i) => ({ ...record, ...verificationOf(rows[i]!, deps.config) }));
        return { success: true as const, data: { userData, page, hasMore } };
      },
    );

    await route(
      signedIn,
      endpoints.updateUserStatus,
      {
        schema: {
          tags,
          summary: 'Approve (ACTIVE) or reject (REJECT) a member by mobile number; a rejection may carry a reason and a note',
          description:
            "Without `reason`, a rejection records NO_REASON_GIVEN (SPEC's call). `reason` is one of the rejection reasons; " +
            'OTHER needs a `note`, the words the member reads. Approval clears the last rejection, and answers 409 ' +
            'EMAIL_NOT_VERIFIED (or MOBILE_NOT_VERIFIED when required) until the member has verified it. ' +
            'A rejection for an unreadable or mismatched document also decides on the document, whose file is then deleted after ID_DOCUMENT_RETENTION_DAYS.',
        },
      },
      async (request) => {
        await admin.setStatus({ ...notifyDeps(deps, request.log), config: deps.config }, actorOf(request), request.body);
        return { success: true as const, data: { message: 'User Updated Successfully' } };
      },
    );

    await route(
      signedIn,
      endpoints.deleteUser,
      {
        schema: {
          tags,
          summary: 'Delete a member with profile, photos, documents and sessions (payments stay)',
          description:
            "The member's open reports are resolved as DELETED (with `note`, if given) and their reporters are told the report was reviewed.",
        },
      },
      async (request) => {
        await admin.removeUser(notifyDeps(deps, request.log), deps.files, actorOf(request), request.body);
        return { success: true as const, data: { message: 'User Deleted Successfully' } };
      },
    );

    await route(
      signedIn,
      endpoints.getDashboard,
      { schema: { tags, summary: 'Member and income totals, in all and today (Asia/Kolkata); income in rupees' } },
      async () => ({ success: true as const, data: await admin.dashboard(db) }),
    );
  });
}
