import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NOT_AVAILABLE } from '../../lib/format.js';

export interface DetailRow {
  label: string;
  value: string;
  /** A tel: or mailto: address, when the value can be called or written to. */
  href?: string;
}

/** One read-only group of the profile as a list of label and value pairs. */
export function DetailSection({ id, title, rows }: { id: string; title: string; rows: DetailRow[] }) {
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
          <Box key={row.label} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
              {row.href && row.value !== NOT_AVAILABLE ? <Link href={row.href}>{row.value}</Link> : row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
