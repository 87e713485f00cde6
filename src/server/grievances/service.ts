import type { FastifyBaseLogger } from 'fastify';
import {
  CLOSED_GRIEVANCE_STATUSES,
  grievanceDueAt,
  type GrievanceCategory,
  type GrievanceRecord,
  type GrievanceStatus,
} from '../../contract/grievances.js';
import type { Language } from '../../contract/limits.js';
import { recordAdminAction, type AdminActor } from '../audit/record.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { faultSummary } from '../http/error-handler.js';
import type { ClientInfo } from '../http/client-info.js';
import { conflict, notFound } from '../http/errors.js';
import { localizedMessage, type Mailer, type Message } from '../mail/mailer.js';
import { viewerRules } from '../profiles/viewer-access.js';
import { complaintOfMoneyScam, memberNamedBy } from '../reports/service.js';
import { ACKNOWLEDGEMENT, DECISION, officerNotice } from './mails.js';
import { countOverdue, insertGrievance, listGrievances, lockGrievance, updateGrievance, type GrievanceRow } from './repository.js';

interface GrievanceDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  config: Config;
}

const isClosed = (status: GrievanceStatus) => CLOSED_GRIEVANCE_STATUSES.includes(status);

export function presentGrievance(row: GrievanceRow, now: Date): GrievanceRecord {
  return {
    id: row.id,
    ticket: row.ticket,
    category: row.category as GrievanceCategory,
    description: row.description,
    profileRef: row.profileRef,
    email: row.email,
    language: row.language,
    byMember: row.userId !== null,
    status: row.status,
    dueAt: row.dueAt.toISOString(),
    overdue: !isClosed(row.status) && row.dueAt < now,
    resolutionNote: row.resolutionNote,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The officer as the complainant may reach them: only what is configured. */
function officerLine(config: Config): string | null {
  const parts = [config.GRIEVANCE_OFFICER_NAME, config.GRIEVANCE_OFFICER_EMAIL, config.GRIEVANCE_OFFICER_PHONE].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** Mails go after the commit and never make the caller wait or fail; a failure is logged. */
function sendLater(deps: GrievanceDeps, message: Message, what: string) {
  deps.mailer.send(message).catch((error: unknown) => deps.log.warn(faultSummary(error), `could not send the ${what}`));
}

interface GrievanceInput {
  category: GrievanceCategory;
  description: string;
  profileRef?: string;
  email: string;
  language?: Language;
}

/**
 * A fraud complaint whose "profile concerned" names a profile by its link, id or profile number
 * (reports/service.ts `memberNamedBy`) counts as a report of asking for money: the profile's open
 * reports rise in the queue, and a member's complaint warns its accepted interests. The complaint
 * is filed whatever happens here.
 */
async function raiseNamedProfile(deps: GrievanceDeps, profileRef: string, complainantId: string | null): Promise<void> {
  try {
    const profileId = await memberNamedBy(deps.db, profileRef);
    if (profileId) await complaintOfMoneyScam(deps.db, viewerRules(deps.config), profileId, complainantId);
  } catch (error) {
    deps.log.warn(faultSummary(error), 'could not act on the profile a fraud complaint names');
  }
}

/**
 * Files a complaint from anyone, signed in or not: a ticket at once, an acknowledgement to the
 * complainant and a notice to the grievance officer when one is configured.
 */
export async function fileGrievance(
  deps: GrievanceDeps,
  input: GrievanceInput,
  from: { userId: string | null; client: ClientInfo },
): Promise<GrievanceRow> {
  const language = input.language ?? 'en';
  const row = await insertGrievance(deps.db, {
    category: input.category,
    description: input.description,
    profileRef: input.profileRef || null,
    email: input.email,
    language,
    userId: from.userId,
    dueAt: grievanceDueAt(input.category, new Date()),
    address: from.client.address,
  });
  if (row.category === 'FRAUD' && row.profileRef) await raiseNamedProfile(deps, row.profileRef, from.userId);
  const values = { ticket: row.ticket, category: input.category, due: row.dueAt, officer: officerLine(deps.config) };
  sendLater(deps, localizedMessage(ACKNOWLEDGEMENT, row.email, language, values), 'grievance acknowledgement');
  if (deps.config.GRIEVANCE_OFFICER_EMAIL) {
    const notice = officerNotice({ ...values, description: row.description, profileRef: row.profileRef, email: row.email });
    sendLater(deps, { to: deps.config.GRIEVANCE_OFFICER_EMAIL, ...notice }, 'grievance notice to the officer');
  }
  return row;
}

export async function grievancePage(db: Db, filter: { status?: GrievanceStatus; page: number }, pageSize: number) {
  const now = new Date();
  const rows = await listGrievances(db, { status: filter.status, offset: filter.page * pageSize, limit: pageSize + 1 });
  return {
    grievances: rows.slice(0, pageSize).map((row) => presentGrievance(row, now)),
    page: filter.page,
    hasMore: rows.length > pageSize,
    overdueCount: await countOverdue(db, now),
  };
}

/**
 * Moves a grievance on. A decision (resolved or rejected) is final, keeps the officer's note and
 * mails it to the complainant; every change is in the activity log.
 */
export async function changeGrievance(
  deps: GrievanceDeps,
  actor: AdminActor,
  input: { id: string; status: GrievanceStatus; note?: string },
): Promise<GrievanceRow> {
  const closing = isClosed(input.status);
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockGrievance(tx, input.id);
    if (!current) throw notFound('GRIEVANCE_NOT_FOUND');
    if (isClosed(current.status)) throw conflict('GRIEVANCE_CLOSED');
    const updated = await updateGrievance(tx, current.id, {
      status: input.status,
      resolutionNote: closing ? input.note! : null,
      resolvedAt: closing ? new Date() : null,
      handledBy: actor.adminId,
    });
    await recordAdminAction(tx, actor, {
      action: 'UPDATE_GRIEVANCE',
      target: current.userId ? { id: current.userId, label: current.ticket } : null,
      reason: closing ? input.note! : null,
      detail: { ticket: current.ticket, from: current.status, to: input.status },
    });
    return updated;
  });
  if (closing) {
    const values = { ticket: row.ticket, resolved: row.status === 'RESOLVED', note: row.resolutionNote! };
    sendLater(deps, localizedMessage(DECISION, row.email, row.language, values), 'grievance decision');
  }
  return row;
}
