import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ProfileSection } from '../../profile/use-profile-sections.js';

/** One read-only group of the profile as a list of label and value pairs. */
export function DetailSection({ id, title, rows }: ProfileSection) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2, color: 'primary.dark' }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, columnGap: 3, rowGap: 1.5 }}
      >
        {rows.map((row) => (
          <Box key={row.key} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                fontWeight: row.missing ? 400 : 500,
                overflowWrap: 'anywhere',
                fontStyle: row.missing === 'hidden' ? 'italic' : 'normal',
              }}
            >
              {row.href ? <Link href={row.href}>{row.text}</Link> : row.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
