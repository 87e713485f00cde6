import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface UploadStep {
  label: string;
  /** 0 to 1 while uploading; null before it starts. */
  progress: number | null;
}

/** Replaces the upload form while files go up and the profile is saved. */
export function UploadProgress({ steps, saving }: { steps: UploadStep[]; saving: boolean }) {
  const { t } = useTranslation(['member', 'uploads']);
  return (
    <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 3 }} role="status" aria-live="polite">
      {steps.map((step) => {
        const percent = Math.round((step.progress ?? 0) * 100);
        return (
          <Box key={step.label}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
              <Typography>{step.label}</Typography>
              <Typography color="text.secondary">{percent}%</Typography>
            </Box>
            <LinearProgress variant="determinate" value={percent} aria-label={step.label} />
          </Box>
        );
      })}
      {saving && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{t('upload.saving')}</Typography>
        </Box>
      )}
    </Paper>
  );
}
