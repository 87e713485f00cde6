/**
 * The profile number a member is known by outside the site: on their biodata and its shares, and
 * in the mark on their photos as other members see them. The first part of the member's id,
 * upper case: stable, and says nothing the id does not.
 */
export const profileNumberOf = (id: string) => id.replace(/-/g, '').slice(0, 8).toUpperCase();
