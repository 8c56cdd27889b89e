// A password strength meter for the signup forms. The spec scores strength but never blocks
// submission, so this only informs: length earns most, mixing character classes earns the rest,
// and well-known or single-character passwords score nothing.

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  score: PasswordScore;
  label: 'Very weak' | 'Weak' | 'Fair' | 'Good' | 'Strong';
}

const labels: readonly PasswordStrength['label'][] = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'];

// The most common passwords in public breach lists; a meter that praised them would mislead.
const COMMON = new Set([
  'password', 'password1', 'password123', '12345678', '123456789', '1234567890', 'qwerty', 'qwerty123', 'qwertyuiop',
  'iloveyou', 'admin', 'welcome', 'letmein', 'abc123', '111111', '123123', 'football', 'monkey', 'dragon', 'sunshine',
]);

function characterClasses(password: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((pattern) => pattern.test(password)).length;
}

/** Scores a password 0-4 (with a label) from its length and character variety; informative only, never a gate. */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  const isTrivial = length < 4 || new Set(password).size === 1 || COMMON.has(password.toLowerCase());
  if (isTrivial) return { score: 0, label: 'Very weak' };

  const lengthPoints = (length >= 8 ? 1 : 0) + (length >= 12 ? 1 : 0) + (length >= 16 ? 1 : 0);
  const varietyPoints = characterClasses(password) - 1; // 0 to 3
  // Short passwords stay weak whatever they mix, and only 12 characters or more can be strong.
  const cap = length < 8 ? 1 : length < 12 ? 3 : 4;
  const score = Math.min(cap, lengthPoints + varietyPoints);
  return { score: score as PasswordScore, label: labels[score] ?? 'Very weak' };
}
