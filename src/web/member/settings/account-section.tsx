import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths.js';
import { SettingsSection } from './settings-section.js';
import { lazyPart } from '../../lib/lazy-part.js';

const DeleteAccountDialog = lazyPart('account-section/DeleteAccountDialog', () =>
  import('../account/delete-account-dialog.js').then((m) => m.DeleteAccountDialog),
);

/**
 * The account's own pages, reached from here as from the account menu. The page of the member's
 * data and sign-in records joins this list when it exists.
 */
export function AccountSection() {
  const { t } = useTranslation('privacy');
  const [deleting, setDeleting] = useState(false);
  return (
    <SettingsSection id="account" title={t('settings.account.title')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Button variant="outlined" component={RouterLink} to={paths.change}>
          {t('settings.account.changePassword')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
          {t('settings.account.deleteAccount')}
        </Button>
      </Stack>
      {deleting && (
        <Suspense fallback={null}>
          <DeleteAccountDialog onClose={() => setDeleting(false)} />
        </Suspense>
      )}
    </SettingsSection>
  );
}
