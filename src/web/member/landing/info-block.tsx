import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A titled block of text with a short list of points (Safety & Security, Our Mission). */
export function InfoBlock({ id, title, body, points }: { id: string; title: string; body: string; points: string[] }) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {body}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {points.map((point) => (
          <Box component="li" key={point} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <CheckCircle color="primary" fontSize="small" aria-hidden="true" sx={{ mt: '3px' }} />
            <span>{point}</span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
