import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('.', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(tsx?|json|html)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Our contact details come from configuration (SUPPORT_PHONE, SUPPORT_EMAIL, the grievance
 * officer): no text or code of the web app may carry a phone number or an email address of its
 * own, which would be shown whether or not anyone answers it.
 */
describe('the web app invents no contact details', () => {
  const files = sources(root);

  it('has sources to read', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('writes no email address and no Indian phone number into any page or text', () => {
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/[\w.+-]+@[a-z0-9-]+\.[a-z.]{2,}|(\+91[\s-]*)?\b[6-9]\d{4}[\s-]?\d{5}\b|\btel:\+?\d/gi)) {
        found.push(`${relative(root, file)}: ${match[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
