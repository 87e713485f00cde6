import { describe, expect, it } from 'vitest';
import { parseChange } from './change-feed.js';

// What the feed makes of the notifications migrations 0027 and 0029's triggers send.
describe('parseChange', () => {
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

  it('names each member of a users write, and which of them a listing could show, with both genders', () => {
    const payload = `users|${id(1)},IS,Female,Female,2026-01-02T03:04:05.123456Z,0;${id(2)},0,,Male,2026-02-01T00:00:00.000000Z,H;${id(3)},PS,Male,Female,2025-12-31T23:59:59.999999Z,H`;
    expect(parseChange(payload)).toEqual({
      table: 'users',
      members: [id(1), id(2), id(3)],
      sessions: [id(2), id(3)],
      listed: [
        { id: id(1), genders: ['Female'], createdAt: '2026-01-02T03:04:05.123456Z', what: 'IS' },
        { id: id(3), genders: ['Male', 'Female'], createdAt: '2025-12-31T23:59:59.999999Z', what: 'PS' },
      ],
    });
  });

  it('names both members of a block or an interest once each, and no listed change', () => {
    expect(parseChange(`blocks|${id(1)};${id(2)};${id(1)};${id(3)}`)).toEqual({
      table: 'blocks',
      members: [id(1), id(2), id(3)],
      sessions: [id(1), id(2), id(3)],
      listed: [],
    });
    expect(parseChange(`sessions|${id(4)}`)).toEqual({ table: 'sessions', members: [id(4)], sessions: [id(4)], listed: [] });
  });

  it('counts a users entry without the session field (a trigger before migration 0029) as a change to the session', () => {
    const payload = `users|${id(1)},0,Female,Female,2026-01-02T03:04:05.123456Z;${id(2)},S,Male,Male,2026-02-01T00:00:00.000000Z,0`;
    expect(parseChange(payload)?.sessions).toEqual([id(1)]);
  });

  it('voids every copy for a write too large to name, a truncation, or a payload it cannot read', () => {
    for (const payload of ['users|*', 'interests|*', 'users|', 'users', `users|${id(1)},1,Female`])
      expect(parseChange(payload)).toBeUndefined();
  });
});
