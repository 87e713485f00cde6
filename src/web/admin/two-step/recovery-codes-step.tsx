import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAdminToast } from '../shared/admin-toast.js';

/** The ten recovery codes, shown this once; the admin says they are saved before going on. */
export function RecoveryCodesStep({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const { t } = useTranslation('two-step');
  const [saved, setSaved] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      showAdminToast(t('recovery.copied'));
    } catch {
      showAdminToast(t('recovery.copyFailed'), 'error');
    }
  };
  return (
    <Stack spacing={2}>
      <Typography>{t('recovery.intro')}</Typography>
      <Box
        component="ul"
        aria-label={t('recovery.listLabel')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 1.5,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 1fr)',
          gap: 1,
          bgcolor: 'grey.100',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <Box component="li" key={code} sx={{ fontFamily: 'monospace', fontSize: '1rem', textAlign: 'center' }}>
            {code}
          </Box>
        ))}
      </Box>
      <Button variant="outlined" onClick={() => void copy()}>
        {t('recovery.copy')}
      </Button>
      <FormControlLabel
        control={<Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />}
        label={t('recovery.saved')}
      />
      <Button variant="contained" size="large" disabled={!saved} onClick={onContinue}>
        {t('recovery.continue')}
      </Button>
    </Stack>
  );
}
