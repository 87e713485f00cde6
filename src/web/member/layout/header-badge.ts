/** The header's badges (new interests, unread notifications) show at most this, then "99+". */
export const HEADER_BADGE_MAX = 99;
