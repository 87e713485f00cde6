import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

/** An email address or an Indian phone number anywhere in a text. */
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;
const PHONE = /(\+91[\s-]*)?\b[6-9]\d{4}[\s-]?\d{5}\b|\b0\d{2,4}[\s-]?\d{6,8}\b/;

describe('contact details with nothing configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers nulls, never an invented number, address or company', async () => {
    const res = await t.call('/config');
    expect(res.json.data).toEqual({
      annualFeeInr: 0,
      paymentProvider: 'free',
      paymentInstructions: null,
      idDocumentRetentionDays: 0,
      policyVersion: '2026-11',
      accessLogRetentionDays: 365,
      operator: { name: null, address: null },
      support: { phone: null, email: null },
      grievanceOfficer: { name: null, email: null, phone: null, address: null },
    });
  });

  it('puts no contact detail in any answer a visitor or a new member gets', async () => {
    const member = await registerMember(t);
    const answers = [
      await t.call('/config'),
      await t.call('/health'),
      await t.call('/user/info', { token: member.token }),
      await t.call('/user/getProfile', { token: member.token, body: { page: 1 } }),
      await t.call('/user/signIns', { token: member.token }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      // The member's own email and mobile are theirs to see; nothing else may look like a contact.
      const text = JSON.stringify(answer.json).replaceAll(member.email, '').replaceAll(member.mobileNumber, '');
      expect(text).not.toMatch(EMAIL);
      expect(text).not.toMatch(PHONE);
    }
  });
});

describe('contact details as configured', () => {
  let t: TestApp;
  const env = {
    SUPPORT_PHONE: '+91 20 2612 3456',
    SUPPORT_EMAIL: 'help@vivah.example.org',
    OPERATOR_NAME: 'Mali Samaj Seva Trust',
    OPERATOR_ADDRESS: '21 Phule Peth, Pune 411042',
    GRIEVANCE_OFFICER_NAME: 'Sunanda Kale',
    GRIEVANCE_OFFICER_EMAIL: 'grievance@vivah.example.org',
    POLICY_VERSION: '2027-02',
  };
  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(() => t.close());

  it('answers exactly what is configured, and null for the rest', async () => {
    const res = await t.call('/config');
    expect(res.json.data).toEqual({
      annualFeeInr: 0,
      paymentProvider: 'free',
      paymentInstructions: null,
      idDocumentRetentionDays: 0,
      policyVersion: '2027-02',
      accessLogRetentionDays: 365,
      operator: { name: env.OPERATOR_NAME, address: env.OPERATOR_ADDRESS },
      support: { phone: env.SUPPORT_PHONE, email: env.SUPPORT_EMAIL },
      grievanceOfficer: { name: env.GRIEVANCE_OFFICER_NAME, email: env.GRIEVANCE_OFFICER_EMAIL, phone: null, address: null },
    });
  });
});
