import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface Section {
  heading: string;
  paragraphs: string[];
}

/** A text page of the 'legal' namespace: title, date of the version, introduction, sections. */
export function LegalDocument({ doc }: { doc: 'terms' | 'privacy' | 'refund' | 'about' }) {
  const { t } = useTranslation('legal');
  const sections = t(`${doc}.sections`, { returnObjects: true }) as Section[];
  const updated = t(`${doc}.updated`, { defaultValue: '' });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Paper component="article" variant="outlined" sx={{ p: { xs: 2.5, sm: 5 } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          {t(`${doc}.title`)}
        </Typography>
        {updated && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {updated}
          </Typography>
        )}
        <Typography sx={{ mt: 2 }}>{t(`${doc}.intro`)}</Typography>
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
