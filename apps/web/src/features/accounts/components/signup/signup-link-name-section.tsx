import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isValidUrlName, normaliseUrlName } from '@upline/domain/accounts';
import { isApiError } from '../../../../shared/api/api-error';
import { userInfoQueryOptions } from '../../api/get-user-info';
import { knownMessages } from '../../lib/messages';
import { replicatedSiteUrl } from '../../lib/replicated-site-url';
import type { SignupValues } from '../../lib/signup-values';
import { SelectField } from '../../../../shared/ui/form/select-field';
import { TextField } from '../../../../shared/ui/form/text-field';

type Availability = { name: string; isFree: boolean } | null;

/**
 * The ambassador and scholar extras (accounts §2.6): the replicated link name, which is unique
 * (checked with the server when the field is left, and again at signup) and can never change;
 * the tax id type; the SSN or tax id, digits only.
 */
export function SignupLinkNameSection({ form }: { form: UseFormReturn<SignupValues> }) {
  const { t } = useTranslation('accounts');
  const queryClient = useQueryClient();
  const { register, formState, watch, setError } = form;
  const { errors } = formState;
  const [availability, setAvailability] = useState<Availability>(null);
  const urlName = normaliseUrlName(watch('username'));

  const checkAvailability = async (typed: string) => {
    const name = normaliseUrlName(typed);
    if (!isValidUrlName(name)) return setAvailability(null);
    try {
      await queryClient.fetchQuery(userInfoQueryOptions(name));
      setAvailability({ name, isFree: false });
      setError('username', { message: knownMessages.urlNameTaken });
    } catch (error) {
      setAvailability(isApiError(error) && error.isNotFound ? { name, isFree: true } : null);
    }
  };

  const preview = replicatedSiteUrl(window.location.origin, urlName || t('linkName.placeholder'));
  const isFree = availability?.isFree === true && availability.name === urlName && !errors.username;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        label={t('fields.username')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        registration={register('username', { onBlur: (event: { target: { value: string } }) => checkAvailability(event.target.value) })}
        error={errors.username?.message}
        isRequired
        hint={
          <>
            <span className="block">{t('linkName.preview', { url: preview })}</span>
            {isFree && <span className="block font-medium text-brand">{t('linkName.available')}</span>}
            <strong className="block font-semibold text-ink">{t('linkName.permanent')}</strong>
          </>
        }
      />
      <SelectField
        label={t('fields.taxIdType')}
        placeholder={t('fields.selectTaxIdType')}
        options={[
          { value: 'Personal Tax ID/SSN', label: t('taxIdTypes.personal') },
          { value: 'Business Tax ID', label: t('taxIdTypes.business') },
        ]}
        {...register('personal_tax_id')}
        error={errors.personal_tax_id?.message}
        isRequired
      />
      <TextField
        label={t('fields.ssn')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('fields.ssnHint')}
        registration={register('ssn')}
        error={errors.ssn?.message}
        isRequired
      />
    </div>
  );
}
