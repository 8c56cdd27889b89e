import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '@upline/contract/accounts';
import { passwordStrength, type PasswordScore } from '@upline/domain/accounts';

const strengthKeys = ['veryWeak', 'weak', 'fair', 'good', 'strong'] as const;
const barColours: Record<PasswordScore, string> = {
  0: 'bg-red-700',
  1: 'bg-red-600',
  2: 'bg-gold',
  3: 'bg-brand-light',
  4: 'bg-brand',
};

/**
 * Scores the password as it is typed (accounts §4); it informs and never blocks the form. The
 * rule that does block (at least 8 characters, not a common password) is stated under it.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('accounts');
  if (password === '') return <p className="mt-1 text-xs text-ink-muted">{t('form.passwordRule', { count: MIN_PASSWORD_LENGTH })}</p>;
  const { score } = passwordStrength(password);
  return (
    <div className="mt-2" aria-live="polite">
      <div className="flex gap-1" aria-hidden="true">
        {[0, 1, 2, 3].map((bar) => (
          <span key={bar} className={`h-1.5 flex-1 rounded-full ${bar < Math.max(score, 1) ? barColours[score] : 'bg-cream-dark'}`} />
        ))}
      </div>
      <p className="mt-1 text-xs text-ink-muted">
        {t('form.strength', { label: t(`form.strengthLabels.${strengthKeys[score]}`) })} · {t('form.passwordRule', { count: MIN_PASSWORD_LENGTH })}
      </p>
    </div>
  );
}
