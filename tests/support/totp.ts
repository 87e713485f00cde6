import { generate } from 'otplib';

const STEP_SECONDS = 30;

/**
 * An authenticator's code for `secret`, as the admin's phone would show it, and the time step it
 * belongs to. A code is good once (the server remembers the last step taken), so after `usedStep`
 * this gives the next step's code, which the server still accepts, or waits for a fresh step.
 */
export async function nextAuthenticatorCode(secret: string, usedStep: number | null = null): Promise<{ code: string; step: number }> {
  for (;;) {
    const now = Math.floor(Date.now() / 1000);
    const step = Math.floor(now / STEP_SECONDS);
    if (usedStep === null || usedStep < step) return { code: await generate({ secret, epoch: now }), step };
    if (usedStep === step) return { code: await generate({ secret, epoch: now + STEP_SECONDS }), step: step + 1 };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function authenticatorCode(secret: string, usedStep: number | null = null): Promise<string> {
  return (await nextAuthenticatorCode(secret, usedStep)).code;
}
