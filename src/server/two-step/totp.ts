import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const ISSUER = 'Mali Vivah';
/** One step either side of now: a phone's clock a little off still works. */
const TOLERANCE_SECONDS = 30;

/** A fresh 160-bit secret in base32, as authenticator apps take it. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, account: string): string {
  return generateURI({ issuer: ISSUER, label: account, secret });
}

/**
 * The time step a code belongs to when it is right for the secret and newer than `afterStep`
 * (a code already taken is refused: RFC 6238, section 5.2), or null.
 */
export async function checkTotp(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A malformed token or secret is simply not a match.
    return null;
  }
}

/**
 * The QR code drawn here, as an SVG data URL: the secret never goes to a third-party service to
 * be turned into an image.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
