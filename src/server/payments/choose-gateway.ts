import { freeGateway } from './free-gateway.js';
import type { PaymentGateway } from './gateway.js';
import { manualGateway } from './manual-gateway.js';

/** No fee: nothing to collect. A fee: recorded and confirmed by hand until a provider is wired in. */
export function chooseGateway(annualFeeInr: number): PaymentGateway {
  return annualFeeInr === 0 ? freeGateway : manualGateway;
}
