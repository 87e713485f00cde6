import Download from '@mui/icons-material/Download';
import Logout from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text.js';
import { formatInstant } from '../../lib/format.js';
import { languageOf } from '../../lib/i18n.js';
import { PageLoader } from '../../ui/page-loader.js';
import { useToast } from '../../ui/use-toast.js';
import { downloadMyData } from '../api/download-my-data.js';
import { useSignIns } from '../api/sign-ins.js';
import { useSignOutOthers } from '../api/sign-out-others.js';
import { describeDevice } from './describe-device.js';

/** "Your data and sign-ins": download everything held, see recent sign-ins, sign out elsewhere. */
export function MyDataPage() {
  const { t, i18n } = useTranslation('law');
  const language = languageOf(i18n.resolvedLanguage);
  const toast = useToast();
  const signIns = useSignIns();
  const others = useSignOutOthers();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      toast.error(errorText(t, error));
    } finally {
      setDownloading(false);
    }
  };

  const otherSessions = signIns.data?.sessions.filter((session) => !session.current).length ?? 0;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 }, px: { xs: 1.5, sm: 3 }, display: 'grid', gap: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {t('myData.title')}
      </Typography>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('myData.downloadTitle')}
        </Typography>
        <Typography sx={{ mb: 2, lineHeight: 1.7 }}>{t('myData.downloadText')}</Typography>
        <Button variant="contained" startIcon={<Download />} onClick={() => void download()} disabled={downloading}>
          {downloading ? t('myData.preparing') : t('myData.download')}
        </Button>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('myData.devicesTitle')}
        </Typography>
        {signIns.isPending ? (
          <PageLoader label={t('common:app.loading')} />
        ) : signIns.isError ? (
          <Alert severity="error">{errorText(t, signIns.error)}</Alert>
        ) : (
          <>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {signIns.data.sessions.map((session) => (
                <Box component="li" key={session.id} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 600 }}>{describeDevice(session.userAgent, t)}</Typography>
                  {session.current && <Chip size="small" color="primary" label={t('myData.thisDevice')} />}
                  <Typography variant="body2" color="text.secondary" sx={{ width: '100%' }}>
                    {t('myData.since', { when: formatInstant(session.signedInAt, language), address: session.address ?? '—' })}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Button
              variant="outlined"
              color="error"
              startIcon={<Logout />}
              sx={{ mt: 2 }}
              disabled={otherSessions === 0 || others.isPending}
              onClick={() =>
                others.mutate(undefined, {
                  onSuccess: (answer) => toast.success(t('myData.signedOut', { count: answer.signedOut })),
                  onError: (error) => toast.error(errorText(t, error)),
                })
              }
            >
              {t('myData.signOutOthers')}
            </Button>
          </>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('myData.signInsTitle')}
        </Typography>
        {signIns.data && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('myData.retention', { days: signIns.data.retentionDays })}
            </Typography>
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {signIns.data.signIns.map((record) => (
                <Box component="li" key={`${record.kind}-${record.at}`}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {t(`myData.kind.${record.kind}`)} · {formatInstant(record.at, language)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {describeDevice(record.userAgent, t)} · {record.address ?? '—'}
                  </Typography>
                </Box>
              ))}
            </Box>
          </>
        )}
      </Paper>
    </Container>
  );
}
