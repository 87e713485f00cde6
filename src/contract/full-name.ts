// No schema here: the web app's first chunk shows names, and must not bring zod with it.

/**
 * SPEC section 3's fullName: first, middle and last name joined by single spaces, blanks skipped.
 * The server stores it; screens use {@link fullNameOf}.
 */
export function joinFullName(names: { firstName?: unknown; middleName?: unknown; lastName?: unknown }): string {
  return [names.firstName, names.middleName, names.lastName]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ');
}

/** The name a profile goes by: the stored full name, or the parts joined when it has none. */
export function fullNameOf(
  personal: { fullName?: unknown; firstName?: unknown; middleName?: unknown; lastName?: unknown } | undefined,
): string {
  if (!personal) return '';
  const stored = typeof personal.fullName === 'string' ? personal.fullName.trim() : '';
  return stored || joinFullName(personal);
}
