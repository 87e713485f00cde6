import { endpoint } from '../endpoint.js';

const envelope = () => import('../envelope.js');
const fields = () => import('../fields.js');
const review = () => import('../admin-review.js');
const reports = () => import('../admin-reports.js');

/** A rejected member sends the profile for review again. */
export const resubmitProfile = endpoint({
  method: 'POST',
  path: '/user/resubmit',
  side: 'member',
  errors: [400, 401, 409],
  schemas: async () => ({ body: (await fields()).noBody, answer: (await envelope()).messageOnly }),
});

/** The statuses a moderation decision fails with. */
const decided = [400, 401, 404, 409];

export const suspendUser = endpoint({
  method: 'POST',
  path: '/admin/user/suspend',
  side: 'admin',
  errors: decided,
  schemas: async () => ({ body: (await reports()).suspendBody, answer: (await envelope()).messageOnly }),
});

export const unsuspendUser = endpoint({
  method: 'POST',
  path: '/admin/user/unsuspend',
  side: 'admin',
  errors: decided,
  schemas: async () => ({ body: (await reports()).unsuspendBody, answer: (await envelope()).messageOnly }),
});

/** Marks a member's identity verified (the badge). */
export const verifyIdentity = endpoint({
  method: 'POST',
  path: '/admin/user/verify',
  side: 'admin',
  errors: decided,
  schemas: async () => ({ body: (await review()).verifyIdentityBody, answer: (await envelope()).messageOnly }),
});

/** Approved members' new photos waiting for review, oldest first. */
export const listPhotoChanges = endpoint({
  method: 'POST',
  path: '/admin/photoChanges',
  side: 'admin',
  errors: [400, 401],
  schemas: async () => {
    const { photoChangesBody, photoChangesResponse } = await review();
    return { body: photoChangesBody, answer: photoChangesResponse };
  },
});

/** Approves a member's new photo or rejects it with a reason. */
export const decidePhoto = endpoint({
  method: 'POST',
  path: '/admin/user/photo',
  side: 'admin',
  errors: decided,
  schemas: async () => ({ body: (await review()).photoDecisionBody, answer: (await envelope()).messageOnly }),
});

/** What waits for administrators, and since when. */
export const getWork = endpoint({
  method: 'GET',
  path: '/admin/work',
  side: 'admin',
  errors: [401],
  schemas: async () => ({ answer: (await review()).workResponse }),
});
