/**
 * How a member's row is held so that calls about one member take turns
 * (docs/decisions/0058-members-held-for-no-key-update.md): only another such hold, or a write of
 * the row, waits for it; a row that merely names the member (a session, an interest, a
 * notification) is written meanwhile. A deletion holds the row for update instead.
 */
export const MEMBER_HOLD = 'no key update' as const;
