/** Where members reach the product's support team (footer ticker and Contact page). */
export const SUPPORT_CONTACT = {
  email: 'support@malivivah.in',
  phone: '+91 98220 12345',
  phoneHref: 'tel:+919822012345',
} as const;

export const COPYRIGHT_YEAR = 2025;
