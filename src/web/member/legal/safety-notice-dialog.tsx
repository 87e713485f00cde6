import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths.js';
import { AppLink } from '../../ui/app-link.js';
import { useMarkSafetyNoticeSeen } from '../api/mark-safety-notice-seen.js';

const POINTS = ['verified', 'money', 'meet', 'report'] as const;

/**
 * The safety notices, once and prominently, at the member's first sign-in. Closing it in any way
 * counts as seen: it is a notice, not a test; the tips stay a click away in the footer.
 */
export function SafetyNoticeDialog() {
  const { t } = useTranslation('law');
  const markSeen = useMarkSafetyNoticeSeen();
  const [open, setOpen] = useState(true);

  const close = () => {
    setOpen(false);
    // If it is not recorded, the notice comes back at the next sign-in, which is no harm.
    markSeen.mutate();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="safety-title" scroll="paper">
      <DialogTitle id="safety-title" sx={{ fontWeight: 700 }}>
        {t('notice.title')}
      </DialogTitle>
      <DialogContent dividers>
        {POINTS.map((point) => (
          <Typography key={point} sx={{ mb: 1.5, lineHeight: 1.6 }}>
            <strong>{t(`notice.${point}.title`)}</strong> {t(`notice.${point}.text`)}
          </Typography>
        ))}
        <AppLink to={paths.safety} onClick={close}>
          {t('notice.allTips')}
        </AppLink>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} autoFocus>
          {t('notice.understood')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
