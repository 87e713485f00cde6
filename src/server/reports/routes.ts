import * as endpoints from '../../contract/endpoints/reports.js';
import type { AppDeps } from '../deps.js';
import { actorOf } from '../audit/record.js';
import { adminOf, memberOf } from '../http/auth.js';
import { notifyDeps } from '../notifications/notify.js';
import { adminScope, memberScope } from '../http/scopes.js';
import { rateLimited } from '../http/rate-limits.js';
import { route } from '../http/route.js';
import type { ZodApp } from '../http/types.js';
import { viewerRules } from '../profiles/viewer-access.js';
import { dismissReports } from './dismiss.js';
import { reportQueue } from './queue.js';
import { createReport } from './service.js';

export async function reportRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;

  await memberScope(app, deps, async (member) => {
    await route(
      member,
      endpoints.reportProfile,
      {
        ...rateLimited(app, deps, 'report'),
        schema: {
          tags: ['member'],
          summary: 'Report a profile; the reporter is the signed-in member (reportingUserId is ignored)',
          description:
            '`reason` is one of FAKE_PROFILE, ASKS_FOR_MONEY, ALREADY_MARRIED, ABUSIVE, INAPPROPRIATE_PHOTO, OTHER; ' +
            "SPEC's client sends none and the report is kept without one. Reporting the same profile again updates the open report. " +
            'A profile reported by REPORT_HIDE_THRESHOLD distinct approved members leaves every listing until an administrator decides. ' +
            'A suspended member cannot report (403 ACCOUNT_SUSPENDED). Only a member you were shown: a profile the details page ' +
            'shows you now, an interest between you (any state), a notice about them in your bell, or one you blocked or reported ' +
            'already; any other id is 404 PROFILE_NOT_FOUND, exactly as an unknown or malformed one.',
        },
      },
      async (request) => {
        const id = await createReport(db, viewerRules(deps.config), deps.config.REPORT_HIDE_THRESHOLD, {
          reporterId: memberOf(request).subjectId,
          reportedUserId: request.body.reportedUserId,
          description: request.body.description,
          reason: request.body.reason,
        });
        return { success: true as const, data: { id, message: 'Reported successfully' } };
      },
    );
  });

  await adminScope(app, deps, async (admin) => {
    await route(
      admin,
      endpoints.listReports,
      {
        schema: {
          tags: ['admin'],
          summary: 'Reported profiles (OPEN or RESOLVED), grouped by profile, newest first, 10 a page from page 0',
          description:
            'Each group has the distinct reporters, how many of them are approved members (these count toward the hide threshold), ' +
            "the reports with reasons and descriptions, and the member's full record while the account exists.",
        },
      },
      async (request) => {
        const { status, page } = request.body;
        const { groups, hasMore } = await reportQueue(db, adminOf(request).subjectId, status, page);
        return { success: true as const, data: { groups, page, hasMore } };
      },
    );

    await route(
      admin,
      endpoints.dismissReports,
      {
        schema: {
          tags: ['admin'],
          summary: "Dismiss a profile's open reports with a note; a hold by reports is lifted and the reporters are told",
        },
      },
      async (request) => {
        await dismissReports(notifyDeps(deps, request.log), actorOf(request), request.body);
        return { success: true as const, data: { message: 'Reports dismissed' } };
      },
    );
  });
}
