import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A single centred card with a page title: the shape of every small form page. */
export function NarrowCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, px: { xs: 1.5, sm: 3 } }}>
      <Paper elevation={2} sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: intro ? 1 : 3 }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Paper>
    </Container>
  );
}
