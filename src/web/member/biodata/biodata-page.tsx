import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BIODATA_INVOCATIONS, type BiodataInvocation } from '../../../contract/biodata.js';
import { isLanguage } from '../../../contract/language.js';
import { LANGUAGES, type Language } from '../../../contract/limits.js';
import { ApiError } from '../../lib/api.js';
import { errorText } from '../../lib/error-text.js';
import { languageOf } from '../../lib/i18n.js';
import { PageLoader } from '../../ui/page-loader.js';
import { FIRST_INVOCATION, ownBiodataPdfAddress, useOwnBiodata } from '../api/biodata.js';
import { BiodataSheet } from './biodata-sheet.js';
import { ShareLinks } from './share-links.js';

const selectProps = { select: true, slotProps: { select: { native: true }, inputLabel: { shrink: true } }, sx: { minWidth: 180 } } as const;

/**
 * The member's own biodata: chosen language (the one they read, Marathi for Marathi readers) and
 * invocation line, shown as the printable sheet, printed or downloaded as the same page in PDF,
 * and shared by links that open without signing in.
 */
export function BiodataPage() {
  const { t, i18n } = useTranslation(['biodata', 'common']);
  const [language, setLanguage] = useState<Language>(languageOf(i18n.resolvedLanguage));
  const [invocation, setInvocation] = useState<BiodataInvocation | ''>(FIRST_INVOCATION);
  const choice = { language, invocation };
  const biodata = useOwnBiodata(choice);
  const incomplete = biodata.error instanceof ApiError && biodata.error.code === 'PROFILE_REQUIRED';

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 }, px: { xs: 1.5, sm: 3 }, display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          {t('page.heading')}
        </Typography>
        <Typography sx={{ mt: 1, lineHeight: 1.7 }}>{t('page.intro')}</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          {...selectProps}
          label={t('page.language')}
          value={language}
          onChange={(event) => isLanguage(event.target.value) && setLanguage(event.target.value)}
        >
          {LANGUAGES.map((value) => (
            <option key={value} value={value}>
              {t(`common:language.${value}`)}
            </option>
          ))}
        </TextField>
        <TextField
          {...selectProps}
          label={t('page.invocation')}
          value={invocation}
          onChange={(event) => setInvocation(BIODATA_INVOCATIONS.find((value) => value === event.target.value) ?? '')}
        >
          <option value="">{t('page.noInvocation')}</option>
          {BIODATA_INVOCATIONS.map((value) => (
            <option key={value} value={value}>
              {t(`invocations.${value}`)}
            </option>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', ml: { sm: 'auto' } }}>
          <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()} disabled={!biodata.data}>
            {t('page.print')}
          </Button>
          <Button variant="contained" startIcon={<Download />} href={ownBiodataPdfAddress(choice)} download disabled={!biodata.data}>
            {t('page.downloadPdf')}
          </Button>
        </Box>
      </Box>
      {incomplete ? (
        <Alert severity="info">{t('page.incomplete')}</Alert>
      ) : biodata.isError ? (
        <Alert severity="error">{errorText(t, biodata.error)}</Alert>
      ) : biodata.data ? (
        <BiodataSheet document={biodata.data} photoAlt={biodata.data.name} />
      ) : (
        <PageLoader label={t('page.loading')} />
      )}
      {!incomplete && <ShareLinks language={language} invocation={invocation} />}
    </Container>
  );
}
