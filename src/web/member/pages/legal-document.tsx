import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths.js';
import { PageLoader } from '../../ui/page-loader.js';
import { usePublicConfig } from '../api/public-config.js';
import { OfficerCard } from '../legal/officer-card.js';

interface Section {
  heading: string;
  paragraphs: string[];
}

type Doc = 'terms' | 'privacy' | 'grievancePolicy' | 'refund' | 'about' | 'safety';

/** The policies a member accepts: they carry POLICY_VERSION and name the operator as configured. */
const POLICIES: readonly Doc[] = ['terms', 'privacy', 'grievancePolicy'];

/**
 * A text page of the 'legal' namespace: title, version or date, the operator, introduction,
 * sections. Texts may use {{days}}, how long sign-in records are kept, as configured.
 */
export function LegalDocument({ doc }: { doc: Doc }) {
  const { t } = useTranslation(['legal', 'law']);
  const config = usePublicConfig();
  if (!config.data) return <PageLoader label={t('common:app.loading')} />;
  const { policyVersion, operator, grievanceOfficer, accessLogRetentionDays } = config.data;
  const values = { days: accessLogRetentionDays };
  const sections = t(`${doc}.sections`, { returnObjects: true, ...values }) as Section[];
  const policy = POLICIES.includes(doc);
  const dated = policy ? t('law:policy.version', { version: policyVersion }) : t(`${doc}.updated`, { defaultValue: '' });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Paper component="article" variant="outlined" sx={{ p: { xs: 2.5, sm: 5 } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          {t(`${doc}.title`)}
        </Typography>
        {dated && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {dated}
          </Typography>
        )}
        {policy && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {operator.name && operator.address
              ? t('law:policy.operatedByAt', { name: operator.name, address: operator.address })
              : operator.name
                ? t('law:policy.operatedBy', { name: operator.name })
                : t('law:policy.operatorUnnamed')}
          </Typography>
        )}
        <Typography sx={{ mt: 2 }}>{t(`${doc}.intro`, values)}</Typography>
        {doc === 'grievancePolicy' && (
          <Box sx={{ mt: 3, display: 'grid', gap: 2 }}>
            <OfficerCard officer={grievanceOfficer} />
            <Box>
              <Button variant="contained" component={RouterLink} to={paths.grievance}>
                {t('law:grievance.fileButton')}
              </Button>
            </Box>
          </Box>
        )}
        {sections.map((section) => (
          <section key={section.heading}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
              {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.5, lineHeight: 1.7 }}>
                {paragraph}
              </Typography>
            ))}
          </section>
        ))}
      </Paper>
    </Container>
  );
}
