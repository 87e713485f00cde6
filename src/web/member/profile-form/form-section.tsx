import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled group of the profile form, laid out in one to three columns by width. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="fieldset" id={id} variant="outlined" aria-labelledby={`${id}-legend`} sx={{ p: { xs: 2, sm: 3 }, m: 0, minWidth: 0 }}>
      <Typography id={`${id}-legend`} variant="h6" component="legend" sx={{ fontWeight: 700, px: 1, float: 'left', width: '100%', mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ clear: 'both', display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {children}
      </Box>
    </Paper>
  );
}
