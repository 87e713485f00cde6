import CloudUpload from '@mui/icons-material/CloudUpload';
import Delete from '@mui/icons-material/Delete';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../ui/visually-hidden.js';

interface Props {
  label: string;
  hint: string;
  /** MIME types the picker offers and accepts. */
  accept: readonly string[];
  maxBytes: number;
  /** Shown, translated, when the chosen file is larger than `maxBytes`. */
  tooBigMessage: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** A message for the field as a whole, e.g. that it is required. */
  error?: string;
}

function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** Picks one file, checks its size and type at once, previews it and offers to remove it. */
export function FilePicker({ label, hint, accept, maxBytes, tooBigMessage, file, onChange, error }: Props) {
  const { t } = useTranslation(['member', 'uploads']);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreviewUrl(file);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!accept.includes(chosen.type)) {
      setProblem(t('upload.wrongType'));
      onChange(null);
    } else if (chosen.size > maxBytes) {
      setProblem(tooBigMessage);
      onChange(null);
    } else {
      setProblem(null);
      onChange(chosen);
    }
    // The same file can be chosen again after it was removed.
    if (input.current) input.current.value = '';
  };

  return (
    <Box
      sx={{
        border: '2px dashed',
        borderColor: error || problem ? 'error.main' : 'divider',
        borderRadius: 2,
        p: 2,
        display: 'grid',
        gap: 1.5,
        justifyItems: 'center',
        textAlign: 'center',
        bgcolor: 'background.paper',
      }}
    >
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      {file ? (
        <>
          {preview ? (
            <Box
              component="img"
              src={preview}
              alt={t('upload.previewAlt', { label })}
              sx={{ width: 180, height: 180, objectFit: 'cover', borderRadius: 2, border: '1px solid', borderColor: 'divider' }}
            />
          ) : (
            <PictureAsPdf color="error" sx={{ fontSize: 72 }} aria-hidden="true" />
          )}
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {file.name}
          </Typography>
          <Button color="error" variant="outlined" startIcon={<Delete />} onClick={() => onChange(null)}>
            {t('upload.remove', { label })}
          </Button>
        </>
      ) : (
        <>
          <CloudUpload color="primary" sx={{ fontSize: 56 }} aria-hidden="true" />
          <Button component="label" htmlFor={inputId} variant="contained">
            {t('upload.choose')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        </>
      )}
      <Box
        component="input"
        ref={input}
        id={inputId}
        type="file"
        accept={accept.join(',')}
        aria-label={label}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => choose(event.target.files?.[0])}
        sx={visuallyHidden}
        tabIndex={-1}
      />
      {problem && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {problem}
        </Alert>
      )}
      {error && !problem && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
