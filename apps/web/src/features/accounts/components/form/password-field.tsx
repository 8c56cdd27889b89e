import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './eye-icons';
import { TextField, type TextFieldProps } from '../../../../shared/ui/form/text-field';

/** A password input whose visibility the member can toggle (accounts §2.4). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation('accounts');
  const [isVisible, setIsVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      onClick={() => setIsVisible((visible) => !visible)}
      aria-pressed={isVisible}
      aria-label={t('form.showPassword')}
      className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-ink-muted hover:text-brand"
    >
      {isVisible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
    </button>
  );
  return <TextField {...props} type={isVisible ? 'text' : 'password'} trailing={toggle} spellCheck={false} autoCapitalize="off" />;
}
