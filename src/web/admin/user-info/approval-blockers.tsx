import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { APPROVAL_BLOCKERS, type ApprovalBlocker } from '../../../contract/verification.js';
import type { UserRecord } from '../../../contract/users.js';

type Verifiable = UserRecord & { emailVerified?: boolean; mobileVerified?: boolean; approvalBlockers?: unknown };

/** Why the server would refuse Approve for this member now (the list's record carries it). */
export function approvalBlockersOf(user: UserRecord): ApprovalBlocker[] {
  const blockers = (user as Verifiable).approvalBlockers;
  return Array.isArray(blockers)
    ? blockers.filter((value): value is ApprovalBlocker => APPROVAL_BLOCKERS.includes(value as ApprovalBlocker))
    : [];
}

/** What the member has verified, and, while Approve is off, why (the button points here). */
export function ApprovalBlockers({ user, id }: { user: UserRecord; id: string }) {
  const { t } = useTranslation('admin');
  const { emailVerified, mobileVerified } = user as Verifiable;
  const blockers = approvalBlockersOf(user);
  // Pale badges with dark text, as the status badge beside them: coloured text on white is too
  // faint. Orange only for what keeps Approve off; grey for what is merely not done.
  const chip = (verified: boolean | undefined, blocks: boolean, yes: string, no: string) =>
    verified === undefined ? null : (
      <Chip
        size="small"
        label={verified ? yes : no}
        sx={{
          fontWeight: 600,
          ...(verified
            ? { bgcolor: '#edf7ed', color: '#1e4620' }
            : blocks
              ? { bgcolor: '#fff4e5', color: '#663c00' }
              : { bgcolor: 'grey.100', color: 'grey.800' }),
        }}
      />
    );
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {chip(emailVerified, blockers.includes('EMAIL_NOT_VERIFIED'), t('userInfo.emailVerified'), t('userInfo.emailNotVerified'))}
        {chip(mobileVerified, blockers.includes('MOBILE_NOT_VERIFIED'), t('userInfo.mobileVerified'), t('userInfo.mobileNotVerified'))}
      </Box>
      {blockers.length > 0 && (
        <Alert severity="warning" id={id}>
          {t('userInfo.cannotApprove')}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {blockers.map((blocker) => (
              <li key={blocker}>{t(`userInfo.blockers.${blocker}`)}</li>
            ))}
          </Box>
        </Alert>
      )}
    </Stack>
  );
}
