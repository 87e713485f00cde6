import Link from '@mui/material/Link';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths.js';
import { FormCheckbox } from '../../ui/form-checkbox.js';
import { TaggedText } from '../../ui/tagged-text.js';

/** Opens in a new tab, so the form being filled in stays as it is. */
function PolicyLink({ to, children }: { to: string; children?: React.ReactNode }) {
  return (
    <Link href={to} target="_blank" rel="noopener">
      {children}
    </Link>
  );
}

/** The two promises of registration, as the signup form and the consent screen ask them. */
export function ConsentFields<T extends FieldValues & { marriagePurpose: boolean; termsAccepted: boolean }>({
  control,
}: {
  control: Control<T>;
}) {
  const { t } = useTranslation('member');
  return (
    <>
      <FormCheckbox control={control} name={'marriagePurpose' as FieldPath<T>} label={t('consent.marriagePurpose')} />
      <FormCheckbox
        control={control}
        name={'termsAccepted' as FieldPath<T>}
        label={
          <TaggedText
            text={t('consent.terms')}
            tags={{
              terms: (text) => <PolicyLink to={paths.terms}>{text}</PolicyLink>,
              privacy: (text) => <PolicyLink to={paths.privacy}>{text}</PolicyLink>,
            }}
          />
        }
      />
    </>
  );
}
