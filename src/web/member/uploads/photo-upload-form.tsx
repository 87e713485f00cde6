import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_MAX_BYTES, PHOTO_MAX_BYTES } from '../../../contract/limits.js';
import { DOCUMENT_TYPES, type DocumentType } from '../../../contract/moderation.js';
import { DOCUMENT_ACCEPT, PHOTO_ACCEPT } from '../../../contract/uploads.js';
import { errorText } from '../../lib/error-text.js';
import { useToast } from '../../ui/use-toast.js';
import { useUpdateUser } from '../api/update-user.js';
import { uploadFile } from '../api/upload-file.js';
import { DocumentGuidance } from './document-guidance.js';
import { FilePicker } from './file-picker.js';
import { UploadProgress, type UploadStep } from './upload-progress.js';
import { SubmitButton } from '../../ui/submit-button.js';

// The contract's lists; the server still decides by the bytes it receives.
const PHOTO_TYPES = PHOTO_ACCEPT.split(',');
const DOCUMENT_MIME_TYPES = DOCUMENT_ACCEPT.split(',');

/** Which files the form asks for: onboarding takes both, the account pages one each. */
export type UploadParts = 'both' | 'photo' | 'document';

/**
 * The photo and the identity document (with which document it is), or one of them: each file is
 * uploaded, then the returned addresses are saved on the profile (SPEC section 4). A loader
 * replaces the form meanwhile; if an upload gives no address the form simply comes back.
 */
export function PhotoUploadForm({ parts, onDone }: { parts: UploadParts; onDone: () => void }) {
  const { t } = useTranslation(['member', 'uploads']);
  const toast = useToast();
  const updateUser = useUpdateUser();
  const withPhoto = parts !== 'document';
  const withDocument = parts !== 'photo';
  const [photo, setPhoto] = useState<File | null>(null);
  const [document, setDocument] = useState<File | null>(null);
  const [documentType, setDocumentType] = useState<DocumentType | ''>('');
  const [attempted, setAttempted] = useState(false);
  const [steps, setSteps] = useState<UploadStep[] | null>(null);
  const [saving, setSaving] = useState(false);
  const required = t('common:validation.required');

  const submit = async () => {
    setAttempted(true);
    if ((withPhoto && !photo) || (withDocument && (!document || !documentType))) return;
    const plan: UploadStep[] = [];
    if (withPhoto) plan.push({ label: t('upload.uploadingPhoto'), progress: 0 });
    if (withDocument) plan.push({ label: t('upload.uploadingDocument'), progress: withPhoto ? null : 0 });
    setSteps(plan);
    const progressOf = (index: number) => (fraction: number) =>
      setSteps((current) => current?.map((step, i) => (i === index ? { ...step, progress: fraction } : step)) ?? null);
    try {
      const photoUrl = photo ? (await uploadFile(photo, 'profilePhoto', progressOf(0))).url : undefined;
      const documentUrl = document ? (await uploadFile(document, 'document', progressOf(withPhoto ? 1 : 0))).url : undefined;
      if ((withPhoto && !photoUrl) || (withDocument && !documentUrl)) {
        setSteps(null);
        return;
      }
      setSaving(true);
      await updateUser.mutateAsync({
        photoDetails: {
          ...(photoUrl ? { profilePhoto: photoUrl } : {}),
          ...(documentUrl && documentType ? { adharCard: documentUrl, documentType } : {}),
        },
      });
      toast.success(t('toast.detailsUpdated'));
      onDone();
    } catch (error) {
      // The server's reason in the member's language (a full store, a file it refused), else the generic one.
      toast.error(errorText(t, error));
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
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: parts === 'both' ? '1fr 1fr' : '1fr' }, alignItems: 'start' }}
      >
        {withPhoto && (
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
        )}
        {withDocument && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <TextField
              select
              fullWidth
              required
              label={t('upload.documentType')}
              value={documentType}
              onChange={(event) => setDocumentType(event.target.value as DocumentType | '')}
              error={attempted && !documentType}
              helperText={attempted && !documentType ? required : undefined}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{t('upload.documentTypePlaceholder')}</option>
              {DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`common:moderation.documentTypes.${type}`)}
                </option>
              ))}
            </TextField>
            <FilePicker
              label={t('upload.document')}
              hint={t('upload.documentHint')}
              accept={DOCUMENT_MIME_TYPES}
              maxBytes={DOCUMENT_MAX_BYTES}
              tooBigMessage={t('common:validation.documentTooBig')}
              file={document}
              onChange={setDocument}
              error={attempted && !document ? required : undefined}
            />
            <DocumentGuidance />
          </Box>
        )}
      </Box>
      <SubmitButton variant="contained" size="large" sx={{ justifySelf: { xs: 'stretch', sm: 'end' }, minWidth: 200 }}>
        {t('upload.submit')}
      </SubmitButton>
    </Box>
  );
}
