/**
 * Contact details are never written into the product: they come from the server's configuration
 * (`/config`: SUPPORT_PHONE, SUPPORT_EMAIL, the grievance officer), and what is not configured
 * is shown nowhere.
 */
export const COPYRIGHT_YEAR = 2025;

/** A `tel:` address for a phone number as people write it ("+91 20 2612-3456"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
