import { razorpaySettings, type Config } from '../config.js';
import { freeGateway } from './free-gateway.js';
import type { PaymentGateway } from './gateway.js';
import { manualGateway } from './manual-gateway.js';
import { razorpayGateway } from './razorpay-gateway.js';

/** No fee: nothing to collect. A fee: online through Razorpay when configured, else at the office. */
export function chooseGateway(config: Config): PaymentGateway {
  if (config.ANNUAL_FEE_INR === 0) return freeGateway;
  const razorpay = razorpaySettings(config);
  return razorpay ? razorpayGateway(razorpay) : manualGateway;
}
