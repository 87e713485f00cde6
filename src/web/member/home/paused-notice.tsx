import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberStanding } from '../../../contract/standing.js';
import type { UserRecord } from '../../../contract/users.js';
import { errorText } from '../../lib/error-text.js';
import { useToast } from '../../ui/use-toast.js';
import { useChoosePaused } from '../api/choose-paused.js';
import { MEMBER_QUERY_ROOT } from '../api/query-keys.js';
import { useUserInfo } from '../api/user-info.js';

/** While the member's profile is hidden, the listing says so, with the one click that shows it again. */
export function PausedNotice() {
  const { t } = useTranslation(['member', 'standing']);
  const toast = useToast();
  const queryClient = useQueryClient();
  const info = useUserInfo();
  const pause = useChoosePaused();
  const [busy, setBusy] = useState(false);
  const standing = (info.data as (UserRecord & { standing?: MemberStanding }) | undefined)?.standing;
  if (!standing?.paused) return null;

  const resume = async () => {
    setBusy(true);
    try {
      await pause.mutateAsync(false);
      await queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_ROOT });
    } catch (error) {
      toast.error(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" disabled={busy} onClick={() => void resume()}>
          {t('home.paused.resume')}
        </Button>
      }
    >
      {t('home.paused.banner')}
    </Alert>
  );
}
