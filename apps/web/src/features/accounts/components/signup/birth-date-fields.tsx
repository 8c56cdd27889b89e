import { useId, useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { birthDays, birthMonths, birthYears } from '../../lib/birth-date-options';
import type { SignupValues } from '../../lib/signup-values';
import { FieldError } from '../../../../shared/ui/form/field-error';

const selectClass = 'field-input';

/** Birth month, day and year (accounts §5): three selects under one group label. */
export function BirthDateFields({ form }: { form: UseFormReturn<SignupValues> }) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const { errors } = form.formState;
  const years = useMemo(() => birthYears(new Date()), []);
  const message = errors.date_month?.message ?? errors.date_day?.message ?? errors.date_year?.message;
  const invalid = (field: 'date_month' | 'date_day' | 'date_year') => (errors[field] ? true : undefined);

  return (
    <fieldset aria-describedby={message ? `${id}-error` : undefined}>
      <legend className="mb-1 block text-sm font-medium text-ink">
        {t('fields.birthDate')}
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      <div className="grid grid-cols-[1fr_1fr_1.3fr] gap-2">
        <select aria-label={t('fields.birthMonth')} aria-required aria-invalid={invalid('date_month')} className={selectClass} {...form.register('date_month')}>
          <option value="">{t('fields.month')}</option>
          {birthMonths.map((month) => (
            <option key={month} value={month}>
              {month}
            </option>
          ))}
        </select>
        <select aria-label={t('fields.birthDay')} aria-required aria-invalid={invalid('date_day')} className={selectClass} {...form.register('date_day')}>
          <option value="">{t('fields.day')}</option>
          {birthDays.map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </select>
        <select aria-label={t('fields.birthYear')} aria-required aria-invalid={invalid('date_year')} className={selectClass} {...form.register('date_year')}>
          <option value="">{t('fields.year')}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={`${id}-error`} message={message} />
    </fieldset>
  );
}
