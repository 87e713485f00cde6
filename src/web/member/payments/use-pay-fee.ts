import { useMutation, useQueryClient } from '@tanstack/react-query';
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
  // A completed payment extends the subscription, which the record and the listing both reflect.
  const refresh = () => queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_ROOT });

  const payment = useMutation({
    mutationFn: async () => {
      const started = await makePayment();
      if (started.redirectUrl) return window.location.assign(started.redirectUrl);
      if (started.status === 'COMPLETED') {
        await refresh();
        return await navigate(paths.home, { replace: true });
      }
      if (!started.checkout) return await navigate(whenWaiting, { replace: true });
      const paid = await payInCheckout(started.checkout, {
        name: t('payment.checkoutName'),
        description: t('payment.checkoutDescription'),
      });
      if (!paid) return await navigate(paths.payment, { replace: true });
      const verified = await verifyPayment(paid);
      await refresh();
      await navigate(verified.returnPath, { replace: true });
    },
    onError: () => navigate(paths.payment, { replace: true }),
  });

  // The failure is shown by the page it leads to ('Payment Failed'), not thrown at the caller.
  const pay = () => payment.mutateAsync().catch(() => undefined);
  return { pay, busy: payment.isPending };
}
