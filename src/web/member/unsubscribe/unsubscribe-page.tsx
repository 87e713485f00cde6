import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { UnsubscribeAnswer } from '../../../contract/privacy.js';
import { paths } from '../../lib/paths.js';
import { useResubscribeMail } from '../api/resubscribe-mail.js';
import { useUnsubscribeMail } from '../api/unsubscribe-mail.js';
import { isSignedIn } from '../session/session-store.js';

type State = { step: 'working' } | { step: 'off' | 'on'; answer: UnsubscribeAnswer } | { step: 'failed' };

/**
 * Where a mail's unsubscribe link leads: the mails stop as the page opens (one click, no
 * sign-in), the page says which, and offers to undo it. A scanner that only fetches the link
 * runs no script, so it changes nothing.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('privacy');
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [state, setState] = useState<State>({ step: 'working' });
  const asked = useRef(false);
  const { mutateAsync: unsubscribe } = useUnsubscribeMail();
  const { mutateAsync: resubscribe } = useResubscribeMail();

  useEffect(() => {
    // React may run an effect twice while developing; the link is followed once.
    if (asked.current) return;
    asked.current = true;
    unsubscribe(code).then(
      (answer) => setState({ step: 'off', answer }),
      () => setState({ step: 'failed' }),
    );
  }, [code, unsubscribe]);

  const undo = () => {
    setState({ step: 'working' });
    resubscribe(code).then(
      (answer) => setState({ step: 'on', answer }),
      () => setState({ step: 'failed' }),
    );
  };

  const kindName = (answer: UnsubscribeAnswer) => (answer.kind === 'ALL' ? '' : t(`mailKinds.${answer.kind}`));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, px: { xs: 1.5, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('unsubscribe.title')}
        </Typography>
        {state.step === 'working' ? (
          <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden="true" />
            <Typography>{t('unsubscribe.working')}</Typography>
          </Box>
        ) : state.step === 'failed' ? (
          <Alert severity="warning" role="status">
            {t('unsubscribe.failed')}
          </Alert>
        ) : (
          <>
            <Alert severity="success" role="status">
              {state.step === 'off'
                ? state.answer.kind === 'ALL'
                  ? t('unsubscribe.doneAll')
                  : t('unsubscribe.done', { kind: kindName(state.answer) })
                : state.answer.kind === 'ALL'
                  ? t('unsubscribe.undoneAll')
                  : t('unsubscribe.undone', { kind: kindName(state.answer) })}
            </Alert>
            {state.step === 'off' && (
              <Button variant="outlined" onClick={undo} sx={{ justifySelf: 'start' }}>
                {t('unsubscribe.undo')}
              </Button>
            )}
          </>
        )}
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={isSignedIn() ? paths.settings : paths.auth} variant="text">
            {t('unsubscribe.settings')}
          </Button>
          <Button component={RouterLink} to={paths.landing} variant="text">
            {t('unsubscribe.home')}
          </Button>
        </Box>
      </Paper>
    </Container>
  );
}
