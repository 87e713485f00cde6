import ContentCopy from '@mui/icons-material/ContentCopy';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BIODATA_LINK_DAYS, type BiodataInvocation, type BiodataLink } from '../../../contract/biodata.js';
import type { Language } from '../../../contract/limits.js';
import { errorText } from '../../lib/error-text.js';
import { formatInstant } from '../../lib/format.js';
import { languageOf } from '../../lib/i18n.js';
import { useToast } from '../../ui/use-toast.js';
import { useBiodataLinks, useCreateBiodataLink, useRevokeBiodataLink } from '../api/biodata.js';

/** WhatsApp's own share address: on a phone it opens the app with the text ready to send. */
const whatsAppShare = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/**
 * Links that open the biodata without signing in: made for 7, 30 or 90 days, without contacts and
 * address lines unless ticked, each with how often it was opened, each withdrawable. A new link's
 * address is shown once (only its hash is kept), with Copy and a WhatsApp share.
 */
export function ShareLinks({ language, invocation }: { language: Language; invocation: BiodataInvocation | '' }) {
  const { t, i18n } = useTranslation(['biodata', 'common']);
  const reader = languageOf(i18n.resolvedLanguage);
  const toast = useToast();
  const links = useBiodataLinks();
  const create = useCreateBiodataLink();
  const revoke = useRevokeBiodataLink();
  const [days, setDays] = useState<(typeof BIODATA_LINK_DAYS)[number]>(30);
  const [showContacts, setShowContacts] = useState(false);
  const [showAddress, setShowAddress] = useState(false);
  const [made, setMade] = useState<string | null>(null);

  const onCreate = async () => {
    try {
      const link = await create.mutateAsync({ language, ...(invocation ? { invocation } : {}), days, showContacts, showAddress });
      // The address the member is on: the server's PUBLIC_URL may be unset where it runs.
      setMade(`${window.location.origin}${new URL(link.url).pathname}`);
    } catch (error) {
      toast.error(errorText(t, error));
    }
  };
  const onCopy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('common:app.somethingWentWrong'));
    }
  };
  const onRevoke = async (link: BiodataLink) => {
    try {
      await revoke.mutateAsync(link.id);
      toast.success(t('share.revokedToast'));
    } catch (error) {
      toast.error(errorText(t, error));
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="share-links-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Typography id="share-links-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('share.heading')}
      </Typography>
      <Typography>{t('share.intro')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          label={t('share.days')}
          value={days}
          onChange={(event) => setDays(BIODATA_LINK_DAYS.find((value) => String(value) === event.target.value) ?? 30)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 140 }}
        >
          {BIODATA_LINK_DAYS.map((value) => (
            <option key={value} value={value}>
              {t('share.daysOption', { count: value })}
            </option>
          ))}
        </TextField>
        <FormControlLabel
          control={<Checkbox checked={showContacts} onChange={(event) => setShowContacts(event.target.checked)} />}
          label={t('share.showContacts')}
        />
        <FormControlLabel
          control={<Checkbox checked={showAddress} onChange={(event) => setShowAddress(event.target.checked)} />}
          label={t('share.showAddress')}
        />
        <Button variant="contained" onClick={() => void onCreate()} disabled={create.isPending}>
          {t('share.create')}
        </Button>
      </Box>
      {made && (
        <Alert severity="success" role="status" sx={{ '& .MuiAlert-message': { minWidth: 0, width: '100%' } }}>
          <Typography sx={{ mb: 1 }}>{t('share.created')}</Typography>
          <Typography
            component="code"
            data-testid="biodata-link-url"
            sx={{ display: 'block', overflowWrap: 'anywhere', fontFamily: 'monospace', mb: 1 }}
          >
            {made}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button size="small" variant="outlined" startIcon={<ContentCopy />} onClick={() => void onCopy(made)}>
              {t('share.copy')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="success"
              startIcon={<WhatsApp />}
              href={whatsAppShare(t('share.whatsappText', { url: made }))}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('share.whatsapp')}
            </Button>
          </Box>
        </Alert>
      )}
      {links.data && links.data.length === 0 && <Typography color="text.secondary">{t('share.none')}</Typography>}
      {links.data && links.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }} aria-label={t('share.heading')}>
          {links.data.map((link) => {
            const expired = new Date(link.expiresAt).getTime() <= Date.now();
            const live = !link.revokedAt && !expired;
            return (
              <Box
                component="li"
                key={link.id}
                data-testid="biodata-link"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', borderTop: 1, borderColor: 'divider', pt: 1 }}
              >
                <Typography sx={{ fontWeight: 600 }}>{t(`common:language.${link.language}`)}</Typography>
                <Typography variant="body2">{t('share.madeOn', { date: formatInstant(link.createdAt, reader) ?? '' })}</Typography>
                {link.revokedAt ? (
                  <Chip size="small" label={t('share.revoked')} />
                ) : (
                  <Typography variant="body2">
                    {t(expired ? 'share.expired' : 'share.expires', { date: formatInstant(link.expiresAt, reader) ?? '' })}
                  </Typography>
                )}
                {link.showContacts && <Chip size="small" variant="outlined" label={t('share.withContacts')} />}
                {link.showAddress && <Chip size="small" variant="outlined" label={t('share.withAddress')} />}
                <Typography variant="body2" color="text.secondary" data-testid="biodata-link-opens">
                  {t('share.opens', { count: link.opens })}
                </Typography>
                {live && (
                  <Button size="small" color="error" sx={{ ml: 'auto' }} onClick={() => void onRevoke(link)} disabled={revoke.isPending}>
                    {t('share.revoke')}
                  </Button>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
