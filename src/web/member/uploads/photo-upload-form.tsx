import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_MAX_BYTES, PHOTO_MAX_BYTES } from '../../../contract/limits.js';
import { DOCUMENT_ACCEPT, PHOTO_ACCEPT } from '../../../contract/uploads.js';
import { useToast } from '../../ui/use-toast.js';
import { useUpdateUser } from '../api/update-user.js';
import { uploadFile } from '../api/upload-file.js';
import { FilePicker } from './file-picker.js';
import { UploadProgress, type UploadStep } from './upload-progress.js';

// The contract's lists; the server still decides by the bytes it receives.
const PHOTO_TYPES = PHOTO_ACCEPT.split(',');
const DOCUMENT_TYPES = DOCUMENT_ACCEPT.split(',');

/**
 * The photo (and, during onboarding, the identity document): each file is uploaded, then the
 * returned addresses are saved on the profile (SPEC section 4). A loader replaces the form
 * meanwhile; if an upload gives no address the form simply comes back.
 */
export function PhotoUploadForm({ withDocument, onDone }: { withDocument: boolean; onDone: () => void }) {
  const { t } = useTranslation('member');
  const toast = useToast();
  const updateUser = useUpdateUser();
  const [photo, setPhoto] = useState<File | null>(null);
  const [document, setDocument] = useState<File | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [steps, setSteps] = useState<UploadStep[] | null>(null);
  const [saving, setSaving] = useState(false);
  const required = t('common:validation.required');

  const submit = async () => {
    setAttempted(true);
    if (!photo || (withDocument && !document)) return;
    const plan: UploadStep[] = [{ label: t('upload.uploadingPhoto'), progress: 0 }];
    if (withDocument) plan.push({ label: t('upload.uploadingDocument'), progress: null });
    setSteps(plan);
    const progressOf = (index: number) => (fraction: number) =>
      setSteps((current) => current?.map((step, i) => (i === index ? { ...step, progress: fraction } : step)) ?? null);
    try {
      const photoUrl = (await uploadFile(photo, 'profilePhoto', progressOf(0))).url;
      const documentUrl = withDocument && document ? (await uploadFile(document, 'document', progressOf(1))).url : undefined;
      if (!photoUrl || (withDocument && !documentUrl)) {
        setSteps(null);
        return;
      }
      setSaving(true);
      await updateUser.mutateAsync({
        photoDetails: documentUrl ? { adharCard: documentUrl, profilePhoto: photoUrl } : { profilePhoto: photoUrl },
      });
      toast.success(t('toast.detailsUpdated'));
      onDone();
    } catch {
      toast.error(t('toast.somethingWentWrong'));
      setSteps(null);
      setSaving(false);
    }
  };

  if (steps) return <UploadProgress steps={steps} saving={saving} />;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gap: 3 }}
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: withDocument ? '1fr 1fr' : '1fr' } }}>
        <FilePicker
          label={t('upload.photo')}
          hint={t('upload.photoHint')}
          accept={PHOTO_TYPES}
          maxBytes={PHOTO_MAX_BYTES}
          tooBigMessage={t('common:validation.photoTooBig')}
          file={photo}
          onChange={setPhoto}
          error={attempted && !photo ? required : undefined}
        />
        {withDocument && (
          <FilePicker
            label={t('upload.document')}
            hint={t('upload.documentHint')}
            accept={DOCUMENT_TYPES}
            maxBytes={DOCUMENT_MAX_BYTES}
            tooBigMessage={t('common:validation.documentTooBig')}
            file={document}
            onChange={setDocument}
            error={attempted && !document ? required : undefined}
          />
        )}
      </Box>
      <Button type="submit" variant="contained" size="large" sx={{ justifySelf: { xs: 'stretch', sm: 'end' }, minWidth: 200 }}>
        {t('upload.submit')}
      </Button>
    </Box>
  );
}
