/** One text message to a member's ten-digit Indian mobile number. */
interface SmsMessage {
  to: string;
  /** The whole text, in the member's language (gateways that send free text use it). */
  text: string;
  /** The code alone, for gateways that fill it into a template registered with them (India's DLT rules). */
  code: string;
}

/** Sends text messages; each gateway has its adapter, and the outbox stands in when none is configured. */
export interface SmsSender {
  readonly provider: 'msg91' | 'twilio' | 'outbox';
  send(message: SmsMessage): Promise<void>;
}

/** A gateway refused or could not be reached; carries what may be logged (never the text or the code). */
export class SmsError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number | null,
    readonly gatewayCode: string | null,
  ) {
    super(`${provider} did not accept the message${status ? ` (HTTP ${status})` : ''}${gatewayCode ? `: ${gatewayCode}` : ''}`);
    this.name = 'SmsError';
  }
}

/** How long a gateway may take before the member is told to try again. */
export const GATEWAY_TIMEOUT_MS = 10_000;
