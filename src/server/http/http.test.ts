import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { registerMember } from '../../../tests/support/factories.js';
import { redactUrl } from './log.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the HTTP layer', () => {
  it('answers health once ready', async () => {
    const res = await t.call('/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok' });
  });

  it('answers an unknown API call with a JSON 404', async () => {
    const res = await t.call('/user/nothing', { body: {} });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, data: { code: 'NOT_FOUND', message: 'No such call: POST /api/user/nothing' } });
  });

  it('refuses a body that is not JSON with a 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });

  it('refuses a JSON body that is an array or a string', async () => {
    for (const payload of ['[]', '"x"', '42', 'null']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
    }
  });

  it('ignores a prototype-polluting body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobileNumber":"9876543210","password":"x","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('compresses larger answers for clients that accept it', async () => {
    const member = await registerMember(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(member.token).toBeTruthy();
  });

  it('describes every call of the specification in OpenAPI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/admin/login',
      '/api/admin/users',
      '/api/admin/user/update',
      '/api/admin/user/delete',
      '/api/admin/user/getDashboard',
      '/api/user/login',
      '/api/user/create',
      '/api/user/checkEmail',
      '/api/user/verifyOtp',
      '/api/user/changeForgotPassword',
      '/api/user/makePayment',
      '/api/user/info',
      '/api/user/updateUser',
      '/api/upload',
      '/api/user/getProfile',
      '/api/user/changePassword',
      '/api/user/deleteUserProfile',
      '/api/report/create',
    ]) {
      expect(paths, path).toContain(path);
    }
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });

  it('describes the verification and two-step calls, each with its body and, but for the mailed link, a session', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const calls = {
      '/api/user/confirmEmail': ['key'],
      '/api/user/sendEmailCode': [],
      '/api/user/verifyEmail': ['code'],
      '/api/user/changeEmail': ['email', 'password'],
      '/api/user/sendMobileCode': [],
      '/api/user/verifyMobile': ['code'],
      '/api/admin/twoStep/enrol': [],
      '/api/admin/twoStep/confirm': ['code'],
      '/api/admin/twoStep/verify': ['code'],
    };
    for (const [path, fields] of Object.entries(calls)) {
      const call = spec.paths[path]?.post;
      expect(call, path).toBeDefined();
      expect(call.responses['200'], path).toBeDefined();
      if (fields.length > 0) {
        expect(Object.keys(call.requestBody.content['application/json'].schema.properties).sort(), path).toEqual(fields);
      }
      expect(call.security?.length ?? 0, path).toBe(path === '/api/user/confirmEmail' ? 0 : 2);
    }
    expect(
      spec.paths['/api/admin/login'].post.responses['200'].content['application/json'].schema.properties.data.properties.secondStep.enum,
    ).toEqual(['ENROL', 'CODE']);
  });

  it('serves a page for non-API paths even without a built web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/home' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('log redaction', () => {
  it('keeps only allowed query values in logged URLs', () => {
    expect(redactUrl('/api/user/info?token=mvu_abc&page=2')).toBe('/api/user/info?token=[redacted]&page=2');
    expect(redactUrl('/api/files/documents/a.pdf?a=1&TOKEN=mva_x')).toBe('/api/files/documents/a.pdf?a=[redacted]&TOKEN=[redacted]');
    expect(redactUrl('/confirmEmail?key=k3y&tab=signup')).toBe('/confirmEmail?key=[redacted]&tab=signup');
    expect(redactUrl('/home')).toBe('/home');
  });

  it('redacts a name that could itself be a secret, and an allowed name carrying more than a plain word', () => {
    expect(redactUrl('/x?mvu_abc123&1234=5&p%61ge=2')).toBe('/x?[redacted]&[redacted]&[redacted]');
    expect(redactUrl('/x?page=1;key=s3cret&tab=mvu_' + 'a'.repeat(43))).toBe('/x?page=[redacted]&tab=[redacted]');
    expect(redactUrl('/x?page&key&&tab=')).toBe('/x?page&key&&tab=');
  });
});

describe('caching of API answers', () => {
  it('forbids storing any answer, success or failure', async () => {
    const member = await registerMember(t);
    const answers = [
      await t.call('/health'),
      await t.call('/config'),
      await t.call('/user/info', { token: member.token }),
      await t.call('/user/info'),
      await t.call('/user/login', { body: { mobileNumber: member.mobileNumber, password: 'Wrong@12345' } }),
      await t.call('/user/login', { body: { mobileNumber: member.mobileNumber, password: member.password } }),
      await t.call('/user/getProfile', { token: member.token, body: { page: 'x' } }),
      await t.call('/user/nothing', { body: {} }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});
