import { createHmac, timingSafeEqual } from 'node:crypto';

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** HMAC-SHA256 in hex, the way Razorpay signs. */
export function razorpaySignature(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Checkout's answer is Razorpay's: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function checkoutSignatureValid(keySecret: string, orderId: string, paymentId: string, signature: string): boolean {
  return sameHex(razorpaySignature(keySecret, `${orderId}|${paymentId}`), signature);
}

/** A webhook is Razorpay's: HMAC-SHA256 of the raw body, exactly as sent, with the webhook secret. */
export function webhookSignatureValid(webhookSecret: string, rawBody: Buffer, signature: string | undefined): boolean {
  return (
    typeof signature === 'string' && /^[0-9a-f]{64}$/i.test(signature) && sameHex(razorpaySignature(webhookSecret, rawBody), signature)
  );
}
