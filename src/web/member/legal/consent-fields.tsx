import Link from '@mui/material/Link';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths.js';
import { FormCheckbox } from '../../ui/form-checkbox.js';

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
          <Trans
            t={t}
            i18nKey="consent.terms"
            components={{ terms: <PolicyLink to={paths.terms} />, privacy: <PolicyLink to={paths.privacy} /> }}
          />
        }
      />
    </>
  );
}
