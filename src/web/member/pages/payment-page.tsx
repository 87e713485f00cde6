import ErrorOutline from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths.js';
import { moveToCookie } from '../../lib/session-move.js';
import { NarrowCard } from '../../ui/narrow-card.js';
import { PageLoader } from '../../ui/page-loader.js';
import { redeemIntoCookie, redeemPaymentReturn } from '../api/redeem-payment-return.js';
import { fetchUserInfo, memberOfToken } from '../api/user-info.js';
import { usePayFee } from '../payments/use-pay-fee.js';
import { isSignedIn, readSession, sessionStarted } from '../session/session-store.js';

/** SPEC's old return form carried a member session token itself; new returns carry a one-time code. */
const SESSION_TOKEN_PREFIX = 'mvu_';

type State = { step: 'working' } | { step: 'failed' } | { step: 'ask'; token: string; currentName: string };

/**
 * Where the payment provider returns the payer: `?type=1&token=<code>` means paid. The code is
 * exchanged on the server for a session of the paying member. A session of another member on
 * this browser is never replaced without asking (a link from someone else must not sign the
 * visitor into that person's account). Anything else is a failed payment (SPEC section 2), with
 * a button to try again for a signed-in member.
 */
export function PaymentPage() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const param = params.get('token');
  const paid = params.get('type') === '1' && Boolean(param);
  const [state, setState] = useState<State>(paid ? { step: 'working' } : { step: 'failed' });
  const started = useRef(false);
  const retry = usePayFee(paths.renew);

  /** Signs in as the payer: a session in hand goes into the cookie; a redeemed code put it there. */
  const signInAs = async (token?: string) => {
    if (token) await moveToCookie('user', token);
    sessionStarted();
    queryClient.clear();
    await fetchUserInfo().catch(() => {});
    void navigate(paths.home, { replace: true });
  };

  useEffect(() => {
    // The code works once: a second run of this effect (strict mode) must not spend it again.
    if (!paid || !param || started.current) return;
    started.current = true;
    // Reached again from this page (a retry that succeeded): work, rather than show the failure.
    setState({ step: 'working' });
    void (async () => {
      try {
        const inHand = param.startsWith(SESSION_TOKEN_PREFIX);
        if (!inHand && !isSignedIn()) {
          await redeemIntoCookie(param);
          return await signInAs();
        }
        const token = inHand ? param : await redeemPaymentReturn(param);
        if (!isSignedIn()) return await signInAs(token);
        const payer = await memberOfToken(token);
        const current = await fetchUserInfo().catch(() => null);
        if (!current) return await signInAs(token);
        if (current.id === payer.id) return void navigate(paths.home, { replace: true });
        const session = readSession();
        setState({ step: 'ask', token, currentName: session.name ?? current.email ?? current.mobileNumber ?? '' });
      } catch {
        setState({ step: 'failed' });
      }
    })();
    // signInAs only uses stable references.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paid, param, navigate]);

  if (state.step === 'working') return <PageLoader label={t('common:app.loading')} />;

  if (state.step === 'ask') {
    return (
      <Dialog open aria-labelledby="payment-switch-title" aria-describedby="payment-switch-text">
        <DialogTitle id="payment-switch-title">{t('payment.switchTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="payment-switch-text">{t('payment.switchText', { name: state.currentName })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void navigate(paths.home, { replace: true })}>{t('payment.switchKeep')}</Button>
          <Button variant="contained" onClick={() => void signInAs(state.token).catch(() => setState({ step: 'failed' }))}>
            {t('payment.switchConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <NarrowCard title={t('payment.failedTitle')}>
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}>
        <ErrorOutline color="error" sx={{ fontSize: 64 }} aria-hidden="true" />
        <Typography>{t('payment.failedBody')}</Typography>
        {isSignedIn() && (
          <Button variant="contained" onClick={() => void retry.pay()} disabled={retry.busy}>
            {retry.busy ? t('auth.pleaseWait') : t('payment.retry')}
          </Button>
        )}
        <Button variant={isSignedIn() ? 'text' : 'contained'} component={RouterLink} to={isSignedIn() ? paths.home : paths.auth}>
          {isSignedIn() ? t('payment.goHome') : t('layout.login')}
        </Button>
      </Box>
    </NarrowCard>
  );
}
