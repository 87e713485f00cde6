import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.js';
import { makePayment } from '../api/make-payment.js';
import { MEMBER_QUERY_ROOT } from '../api/query-keys.js';
import { verifyPayment } from '../api/verify-payment.js';
import { payInCheckout } from './razorpay-checkout.js';

/**
 * Pays the annual fee the way the service collects it: done at once (no fee), online in Razorpay
 * Checkout (then the server checks Checkout's signature and the member goes to SPEC's
 * `/payment?type=1&token=…`), or at the office (then `whenWaiting` shows what comes next).
 * Anything that goes wrong, closing Checkout included, shows 'Payment Failed' with a retry.
 */
export function usePayFee(whenWaiting: string = paths.home) {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const pay = async () => {
    setBusy(true);
    try {
      const payment = await makePayment();
      if (payment.redirectUrl) return window.location.assign(payment.redirectUrl);
      // A completed payment extends the subscription, which the record and the listing both reflect.
      if (payment.status === 'COMPLETED') {
        await queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_ROOT });
        return await navigate(paths.home, { replace: true });
      }
      if (!payment.checkout) return await navigate(whenWaiting, { replace: true });
      const paid = await payInCheckout(payment.checkout, {
        name: t('payment.checkoutName'),
        description: t('payment.checkoutDescription'),
      });
      if (!paid) return await navigate(paths.payment, { replace: true });
      const verified = await verifyPayment(paid);
      await queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_ROOT });
      await navigate(verified.returnPath, { replace: true });
    } catch {
      await navigate(paths.payment, { replace: true });
    } finally {
      setBusy(false);
    }
  };

  return { pay, busy };
}
