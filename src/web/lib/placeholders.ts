/**
 * `text` with each `{{key}}` replaced by its value in `values`; a key without a value is left as
 * written: a locale file's text filled without i18next.
 */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
