import { generate } from 'otplib';

const STEP_SECONDS = 30;

/**
 * An authenticator's code for `secret`, as the admin's phone would show it. A code is good once
 * (the server remembers the last step taken), so after `usedStep` this gives the next step's
 * code, which the server still accepts, or waits for a fresh step.
 */
export async function authenticatorCode(secret: string, usedStep: number | null = null): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / 1000);
    const step = Math.floor(now / STEP_SECONDS);
    if (usedStep === null || usedStep < step) return generate({ secret, epoch: now });
    if (usedStep === step) return generate({ secret, epoch: now + STEP_SECONDS });
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
