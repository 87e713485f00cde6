import * as endpoints from '../../contract/endpoints/moderation.js';
import type { AppDeps } from '../deps.js';
import { actorOf } from '../audit/record.js';
import { adminOf, memberOf } from '../http/auth.js';
import { route } from '../http/route.js';
import { adminScope, memberScope } from '../http/scopes.js';
import type { ZodApp } from '../http/types.js';
import { notifyDeps } from '../notifications/notify.js';
import { presentForAdmin } from '../privacy/present-for-admin.js';
import { verifyIdentity } from './identity.js';
import { decidePhoto, photoChanges } from './photo-review.js';
import { resubmitProfile } from './resubmit.js';
import { suspendMember, unsuspendMember } from './suspension.js';
import { workWaiting } from './work.js';

/** Suspension, the verified badge, photo re-review, resubmission and the work waiting (docs/decisions/0015-moderation.md). */
export async function moderationRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['admin'];

  await memberScope(app, deps, async (member) => {
    await route(
      member,
      endpoints.resubmitProfile,
      {
        schema: {
          tags: ['member'],
          summary: 'Send a rejected profile for review again (back to PENDING)',
          description: 'Answers 409 NOT_REJECTED unless the profile is rejected.',
        },
      },
      async (request) => {
        await resubmitProfile(db, memberOf(request).subjectId);
        return { success: true as const, data: { message: 'Your profile was sent for review' } };
      },
    );
  });

  await adminScope(app, deps, async (admin) => {
    await route(
      admin,
      endpoints.suspendUser,
      {
        schema: {
          tags,
          summary: 'Suspend a member: hidden everywhere, sees nobody, told the reason; open reports resolved as SUSPENDED',
        },
      },
      async (request) => {
        await suspendMember(notifyDeps(deps, request.log), actorOf(request), request.body);
        return { success: true as const, data: { message: 'Member suspended' } };
      },
    );

    await route(admin, endpoints.unsuspendUser, { schema: { tags, summary: 'Lift a suspension' } }, async (request) => {
      await unsuspendMember(notifyDeps(deps, request.log), actorOf(request), request.body);
      return { success: true as const, data: { message: 'Suspension lifted' } };
    });

    await route(
      admin,
      endpoints.verifyIdentity,
      {
        schema: {
          tags,
          summary: "Mark a member's identity verified (the badge); the document's file is then deleted after ID_DOCUMENT_RETENTION_DAYS",
          description: 'Answers 409 NO_DOCUMENT_TO_REVIEW when the member has no identity document waiting for a decision.',
        },
      },
      async (request) => {
        await verifyIdentity(notifyDeps(deps, request.log), actorOf(request), request.body.userId);
        return { success: true as const, data: { message: 'Identity verified' } };
      },
    );

    await route(
      admin,
      endpoints.listPhotoChanges,
      {
        schema: {
          tags,
          summary: 'New photos from approved members waiting for review, oldest first, 10 a page from page 0',
          description: 'Each record shows the approved photo in `photoDetails` and the new one in `review.pendingPhoto`.',
        },
      },
      async (request) => {
        const { rows, hasMore } = await photoChanges(db, request.body.page);
        return {
          success: true as const,
          data: { userData: await presentForAdmin(db, adminOf(request).subjectId, rows), page: request.body.page, hasMore },
        };
      },
    );

    await route(
      admin,
      endpoints.decidePhoto,
      {
        schema: {
          tags,
          summary: "Approve a member's new photo (listings then show it) or reject it with a reason (the approved one stays)",
        },
      },
      async (request) => {
        await decidePhoto(notifyDeps(deps, request.log), deps.files, actorOf(request), request.body);
        return { success: true as const, data: { message: request.body.decision === 'APPROVE' ? 'Photo approved' : 'Photo rejected' } };
      },
    );

    await route(
      admin,
      endpoints.getWork,
      {
        schema: {
          tags,
          summary: 'Work waiting: pending profiles, photo changes, reported profiles and open reports, and since when the oldest waits',
        },
      },
      async () => ({ success: true as const, data: await workWaiting(db) }),
    );
  });
}
