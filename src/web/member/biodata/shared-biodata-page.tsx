import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api.js';
import { useNotIndexed } from '../../lib/not-indexed.js';
import { PageLoader } from '../../ui/page-loader.js';
import { sharedBiodataPdfAddress, sharedBiodataQuery } from '../api/biodata.js';
import { BiodataSheet } from './biodata-sheet.js';

/**
 * A biodata a member shared (`/b/<token>`), opened without signing in: never indexed (the header
 * and the meta from the server's first answer), and a link that expired, was withdrawn or never
 * existed says which, plainly.
 */
export function SharedBiodataPage() {
  const { t } = useTranslation(['biodata', 'common']);
  const token = useParams().token ?? '';
  const shared = useQuery(sharedBiodataQuery(token));
  const status = shared.error instanceof ApiError ? shared.error.status : 0;
  const code = shared.error instanceof ApiError ? shared.error.code : undefined;
  useNotIndexed();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 }, px: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2 }}>
      <meta name="referrer" content="no-referrer" />
      {shared.data ? (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {t('shared.from')}
            </Typography>
            <Button variant="contained" startIcon={<Download />} href={sharedBiodataPdfAddress(token)} download>
              {t('shared.downloadPdf')}
            </Button>
          </Box>
          <BiodataSheet document={shared.data} photoAlt={shared.data.name} />
        </>
      ) : shared.isPending ? (
        <PageLoader label={t('common:app.loading')} />
      ) : (
        <Alert severity={status === 410 || status === 404 ? 'info' : 'error'} role="status">
          {code === 'BIODATA_LINK_EXPIRED'
            ? t('shared.expired')
            : code === 'BIODATA_LINK_REVOKED'
              ? t('shared.withdrawn')
              : status === 410
                ? t('shared.gone')
                : status === 404
                  ? t('shared.notFound')
                  : t('common:app.somethingWentWrong')}
        </Alert>
      )}
    </Container>
  );
}
