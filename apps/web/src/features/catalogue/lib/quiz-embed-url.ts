/**
 * The external quiz form's address from the build setting VITE_QUIZ_URL, when it is a valid
 * https address; null otherwise, and the shop then shows its built-in chooser (no outside request).
 */
export function quizEmbedUrl(setting: string | undefined): string | null {
  const value = setting?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The deployment's quiz address, read once at build time. */
export const configuredQuizUrl = quizEmbedUrl(import.meta.env.VITE_QUIZ_URL as string | undefined);
