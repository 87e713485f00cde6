import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { documentQuery, isPdf } from '../api/fetch-document.js';
import { useObjectUrl } from './use-object-url.js';

/**
 * The identity document, fetched with the admin's credentials and shown from memory; once its
 * file was deleted after the review, only that fact (the summary above keeps type and decision).
 */
export function IdentityDocument({ url, name, deletedAt }: { url: string | undefined; name: string; deletedAt: string | null }) {
  const { t } = useTranslation('admin');
  return (
    <Stack spacing={1}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('userInfo.document')}
      </Typography>
      {url ? (
        <LoadedDocument url={url} name={name} />
      ) : (
        <Typography color="text.secondary">{deletedAt ? t('moderation:identity.fileDeleted') : t('userInfo.noDocument')}</Typography>
      )}
    </Stack>
  );
}

function LoadedDocument({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation('admin');
  const file = useQuery(documentQuery(url));
  const objectUrl = useObjectUrl(file.data);

  if (file.isError) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => void file.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('userInfo.documentFailed')}
      </Alert>
    );
  }
  if (!objectUrl) {
    return <Skeleton variant="rounded" height={180} aria-label={t('common.loading')} />;
  }
  if (isPdf(url, file.data)) {
    return (
      <Link
        href={objectUrl}
        target="_blank"
        rel="noopener"
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}
      >
        <PictureAsPdfIcon sx={{ fontSize: 48, color: 'error.main' }} />
        <span>{t('userInfo.openPdf')}</span>
        <OpenInNewIcon fontSize="small" />
      </Link>
    );
  }
  return (
    <Link href={objectUrl} target="_blank" rel="noopener" aria-label={t('userInfo.openDocument', { name })}>
      <Box
        component="img"
        src={objectUrl}
        alt={t('userInfo.documentAlt', { name })}
        sx={{ display: 'block', width: '100%', maxHeight: 320, objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 2 }}
      />
    </Link>
  );
}
