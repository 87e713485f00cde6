import { makePayment as pay } from '../../../contract/endpoints/payments.js';
import { call } from '../../lib/api.js';

/** The annual fee's payment for the signed-in member (see use-pay-fee.ts). */
export async function makePayment() {
  return (await call(pay)).data;
}
