import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { securityQuestions } from '../../lib/security-questions';
import type { SignupValues } from '../../lib/signup-values';
import { FormSection } from '../form/form-section';
import { PasswordField } from '../form/password-field';
import { PasswordStrengthMeter } from '../form/password-strength-meter';
import { SelectField } from '../../../../shared/ui/form/select-field';
import { TextField } from '../../../../shared/ui/form/text-field';
import { BirthDateFields } from './birth-date-fields';

/** Names, e-mail, phone, password, birth date, security question, language and currency. */
export function SignupPersonalSection({ form, title }: { form: UseFormReturn<SignupValues>; title: string }) {
  const { t } = useTranslation('accounts');
  const { register, formState, watch } = form;
  const { errors } = formState;
  const password = watch('password');

  return (
    <FormSection title={title} description={t('form.requiredNote')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('fields.firstname')} autoComplete="given-name" registration={register('firstname')} error={errors.firstname?.message} isRequired />
        <TextField label={t('fields.lastname')} autoComplete="family-name" registration={register('lastname')} error={errors.lastname?.message} isRequired />
        <TextField
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
          isRequired
        />
        <TextField
          label={t('fields.mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="1-555-123-4567"
          hint={t('fields.mobileHint')}
          registration={register('mobile')}
          error={errors.mobile?.message}
          isRequired
        />
        <div>
          <PasswordField label={t('fields.password')} autoComplete="new-password" registration={register('password')} error={errors.password?.message} isRequired />
          <PasswordStrengthMeter password={password} />
        </div>
        <PasswordField
          label={t('fields.passwordConfirmation')}
          autoComplete="new-password"
          registration={register('password_confirmation')}
          error={errors.password_confirmation?.message}
          isRequired
        />
        <BirthDateFields form={form} />
        <div className="grid grid-cols-2 gap-4">
          <SelectField
            label={t('fields.language')}
            options={[
              { value: 'en', label: 'English' },
              { value: 'fr', label: 'Français' },
            ]}
            {...register('language')}
            error={errors.language?.message}
            isRequired
          />
          <SelectField
            label={t('fields.currency')}
            options={[
              { value: 'USD', label: 'USD' },
              { value: 'CAD', label: 'CAD' },
            ]}
            {...register('currency')}
            error={errors.currency?.message}
            isRequired
          />
        </div>
        <SelectField
          label={t('fields.securityQuestion')}
          placeholder={t('fields.selectQuestion')}
          options={securityQuestions.map((question) => ({ value: question.text, label: t(`securityQuestions.${question.key}`) }))}
          {...register('secret_question')}
          error={errors.secret_question?.message}
          isRequired
        />
        <TextField label={t('fields.answer')} autoComplete="off" registration={register('answer')} error={errors.answer?.message} isRequired />
      </div>
    </FormSection>
  );
}
