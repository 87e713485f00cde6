/**
 * The listing's keyset position: the last profile of a page, by its registration moment (to the
 * microsecond, in UTC) and id, the listing's own order. A client passes it back as `cursor` to get
 * the page after it, which then costs what the first page costs however deep it is. Clients pass
 * it back as they got it; it is checked strictly, so a tampered cursor is a 400, never a query.
 * The body schema (listing.ts) decodes it; the server encodes it.
 */
export interface ListingPosition {
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ`, as the database gives it (microseconds matter for order). */
  createdAt: string;
  id: string;
}

/** The moment's 20 digits (YYYYMMDDHHMMSSffffff), then the id's 32 hex digits without dashes. */
const CURSOR = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{6})([0-9a-f]{32})$/;
const MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d{6})Z$/;
/** Longer than any cursor (52 characters), short enough to refuse junk early. */
export const LISTING_CURSOR_MAX = 100;

/** Rejects 2026-02-30 and 25:00, which Date would roll over. */
function isRealMoment(parts: number[]): boolean {
  const [year, month, day, hour, minute, second] = parts as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    year >= 2000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

export function encodeListingCursor(position: ListingPosition): string {
  const moment = MOMENT.exec(position.createdAt);
  if (!moment) throw new Error(`Not a listing moment: ${position.createdAt}`);
  return moment.slice(1).join('') + position.id.replace(/-/g, '').toLowerCase();
}

/** The position a cursor names, or undefined for anything this server could not have made. */
export function decodeListingCursor(cursor: string): ListingPosition | undefined {
  const match = CURSOR.exec(cursor);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second, micros, hex] = match.slice(1) as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (!isRealMoment([year, month, day, hour, minute, second].map(Number))) return undefined;
  return {
    createdAt: `${year}-${month}-${day}T${hour}:${minute}:${second}.${micros}Z`,
    id: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
  };
}
