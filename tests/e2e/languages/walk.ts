import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Language } from '../../../src/contract/limits.js';
import type { UserDetailsInput } from '../../../src/contract/profile.js';
import { userDetails, type GroupOverrides } from '../../support/factories.js';
import type { E2E } from '../support/harness.js';
import { signInWithToken } from '../support/session-cookies.js';
import { addPhoto, settle, uniqueContact } from '../member/member-fixtures.js';
import { ALWAYS_ALLOWED, latinWords, localeText, screenText, wordsOf } from './latin-words.js';

/*
 * Walking screens in Hindi or Marathi, checking each for words in Latin letters: each one must be
 * a translation's job unless a member wrote it (names, places, education), and the walk says
 * which words it found on which screen.
 */

const PASSWORD = 'Kesar#Mango-77';

/** Fields whose stored values are reference words (translated on screen), not a member's own text. */
const REFERENCE_FIELDS = new Set([
  'marriageStatus',
  'gender',
  'religion',
  'caste',
  'subCaste',
  'bloodGroup',
  'district',
  'state',
  'height',
  'PPResidingState',
]);

/**
 * How a seeded member starts: with a photo and both promises of the signup form, past the safety
 * notices of the first sign-in, and not yet approved, unless told otherwise.
 */
interface SeedOptions {
  photo?: boolean;
  approve?: boolean;
  consent?: boolean;
  safetyNoticeSeen?: boolean;
}

export interface Seeded {
  id: string;
  token: string;
  email: string;
  mobile: string;
  details?: UserDetailsInput;
}

export interface Walk {
  /** Words found, screen by screen: the walk's last test expects none. */
  found: string[];
  /** A page in the walk's language, as a returning reader who chose it has it (the language switch's cookie). */
  pageIn: (options?: { token?: string; width?: number }) => Promise<Page>;
  /** Notes the Latin words of what the page shows now, under the screen's name, and keeps a picture of it. */
  check: (page: Page, screen: string) => Promise<void>;
  /** A member made through the real API: registered, with a profile and a photo unless told otherwise. */
  seed: (details: UserDetailsInput | undefined, options?: SeedOptions) => Promise<Seeded>;
  /** Words a screen may show as they were written: data the walk itself put in (office instructions, references). */
  allow: (values: unknown[]) => void;
  /** A text of the language's locale files, to find controls by their name. */
  tx: (namespace: string, key: string) => string;
}

/** A profile with member-written text in every free field, so the walk sees them on screen. */
export function walkProfile(firstName: string, lastName: string, gender: 'Male' | 'Female', groups: GroupOverrides = {}): UserDetailsInput {
  return userDetails(
    { firstName, lastName, gender, dateOfBirth: gender === 'Male' ? '1993-06-11' : '1996-02-20', city: 'Kolhapur' },
    {
      ...groups,
      personalDetails: { middleName: 'Dattatray', bornPlace: 'Ichalkaranji', timeOfBirth: '07:15', ...groups.personalDetails },
      basicDetails: { education: 'M.Sc. Agriculture', occupation: 'Agronomist', rashi: 'Tula', ...groups.basicDetails },
      familyDetails: { motherName: 'Sunanda', fatherName: 'Dattatray', numOfBrothers: 'Two, both married', ...groups.familyDetails },
      addressDetails: { address: 'Shahupuri Lane 3', tempAddress: 'Shahupuri Lane 3', taluka: 'Karveer', district: 'Kolhapur' },
      partnerpreferences: { PPCaste: '', PPEducation: 'Graduate', PPResidingState: 'Maharashtra', PPWeight: '60' },
    },
  );
}

export function startWalk(e2e: () => E2E, language: Language): Walk {
  const allowed = new Set(ALWAYS_ALLOWED);
  const walk: Walk = {
    found: [],

    pageIn: async (options = {}) => {
      const page = await e2e().newPage({ width: options.width ?? 360 });
      await page.context().addCookies([{ name: 'lang', value: language, url: e2e().baseUrl }]);
      if (options.token) await signInWithToken(page, options.token);
      return page;
    },

    check: async (page, screen) => {
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.lang), screen).toBe(language);
      const words = latinWords(await screenText(page), allowed);
      if (words.length > 0) walk.found.push(`${screen}: ${words.join(', ')}`);
      await e2e().screenshot(page, `walk-${language}-360-${screen}`);
    },

    seed: async (details, options = {}) => {
      const contact = uniqueContact('walk');
      const consent = options.consent === false ? {} : { consent: { marriagePurpose: true, termsAccepted: true } };
      const created = await e2e().api('/user/create', {
        email: contact.email,
        mobileNumber: contact.mobile,
        password: PASSWORD,
        ...consent,
      });
      if (!created.success) throw new Error(`registration failed: ${JSON.stringify(created)}`);
      const token = created.data.token as string;
      if (options.safetyNoticeSeen !== false) await e2e().api('/user/safetyNotice', {}, token);
      if (details) {
        const saved = await e2e().api('/user/updateUser', { userDetails: details }, token);
        if (!saved.success) throw new Error(`profile failed: ${JSON.stringify(saved)}`);
        for (const group of Object.values(details)) {
          walk.allow(Object.entries(group ?? {}).flatMap(([key, value]) => (REFERENCE_FIELDS.has(key) ? [] : [value])));
        }
      }
      if (details && options.photo !== false) await addPhoto(e2e(), token);
      // Approval needs a verified email address.
      if (options.approve) {
        await e2e().verifyEmail(contact.email, token);
        await e2e().approve(contact.mobile);
      }
      return { id: created.data.id as string, token, email: contact.email, mobile: contact.mobile, details };
    },

    allow: (values) => {
      for (const word of wordsOf(values)) allowed.add(word);
    },

    tx: (namespace, key) => localeText(language, namespace, key),
  };
  return walk;
}

/** Waits for the app itself: a signed-in `/home` first shows a static view, with a heading and buttons of its own. */
export const appShown = (page: Page) => page.locator('html[data-app="mounted"]').waitFor({ state: 'attached' });
export const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();
export const submit = (page: Page) => page.locator('main form button[type="submit"]').first().click();
export const fieldError = (page: Page) => page.locator('.Mui-error').first().waitFor();
export const toast = (page: Page) => page.locator('#notistack-snackbar').first().waitFor();
