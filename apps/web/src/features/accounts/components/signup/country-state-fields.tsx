import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch, type Control, type FieldPath, type FieldValues, type PathValue, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countriesQueryOptions, statesQueryOptions } from '../../../../shared/geo/geo-queries';
import { describedBy, FieldError } from '../../../../shared/ui/form/field-error';
import { FieldLabel } from '../../../../shared/ui/form/field-label';
import { SelectField } from '../../../../shared/ui/form/select-field';

interface CountryStateFieldsProps<T extends FieldValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  countryName: FieldPath<T>;
  stateName: FieldPath<T>;
  countryError?: string;
  stateError?: string;
  isDisabled?: boolean;
}

/**
 * A country select and the state select it drives (GET countries, GET states/{countryId}).
 * Choosing another country clears the state (accounts §4). A country without a list of states
 * takes the region as typed. Both are controlled, so a value set before the options arrive shows.
 */
export function CountryStateFields<T extends FieldValues>(props: CountryStateFieldsProps<T>) {
  const { control, setValue, countryName, stateName, countryError, stateError, isDisabled } = props;
  const { t } = useTranslation('accounts');
  const regionId = useId();
  const countries = useQuery(countriesQueryOptions());
  const countryValue = String(useWatch({ control, name: countryName }) ?? '');
  const countryId = /^\d+$/.test(countryValue) ? Number(countryValue) : null;
  const states = useQuery({ ...statesQueryOptions(countryId ?? 0), enabled: countryId !== null });
  const hasStateList = !states.data || states.data.states.length > 0;

  const countryOptions = (countries.data?.countries ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const stateOptions = (states.data?.states ?? []).map((s) => ({ value: String(s.id), label: s.name }));

  return (
    <>
      <Controller
        control={control}
        name={countryName}
        render={({ field }) => (
          <SelectField
            label={t('fields.country')}
            placeholder={t('fields.selectCountry')}
            options={countryOptions}
            name={field.name}
            ref={field.ref}
            value={String(field.value ?? '')}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.value);
              setValue(stateName, '' as PathValue<T, FieldPath<T>>);
            }}
            disabled={isDisabled}
            error={countryError}
            autoComplete="off"
            isRequired
          />
        )}
      />
      <Controller
        control={control}
        name={stateName}
        render={({ field }) =>
          hasStateList ? (
            <SelectField
              label={t('fields.state')}
              placeholder={t('fields.selectState')}
              options={stateOptions}
              name={field.name}
              ref={field.ref}
              value={String(field.value ?? '')}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value)}
              disabled={isDisabled || countryId === null}
              error={stateError}
              isRequired
            />
          ) : (
            <div>
              <FieldLabel htmlFor={regionId} isRequired>
                {t('fields.region')}
              </FieldLabel>
              <input
                id={regionId}
                name={field.name}
                ref={field.ref}
                value={String(field.value ?? '')}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.value)}
                readOnly={isDisabled}
                aria-required
                aria-invalid={stateError ? true : undefined}
                aria-describedby={describedBy(regionId, false, Boolean(stateError))}
                className="field-input read-only:bg-cream"
              />
              <FieldError id={`${regionId}-error`} message={stateError} />
            </div>
          )
        }
      />
    </>
  );
}
