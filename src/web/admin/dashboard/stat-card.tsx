import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: string;
  icon: ReactNode;
  tint: string;
}

/** One total on the dashboard; the label names the figure for assistive technology too. */
export function StatCard({ label, value, icon, tint }: StatCardProps) {
  const labelId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={labelId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3, borderTop: 4, borderTopColor: tint }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ bgcolor: tint, width: 48, height: 48 }}>{icon}</Avatar>
        <Stack sx={{ minWidth: 0 }}>
          <Typography id={labelId} component="h2" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
