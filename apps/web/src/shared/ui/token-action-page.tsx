import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isApiError } from '../api/api-error';
import { useDocumentMeta } from '../document-meta';
import { paths } from '../paths';
import { MailIcon } from './page-icons';

export interface TokenActionTexts {
  title: string;
  confirm: string;
  button: string;
  working: string;
  done: string;
  invalid: string;
  failed: string;
  home: string;
}

/**
 * A page an e-mail links to with a token (unsubscribe links): the reader confirms with one
 * button, so a mail scanner opening the link does nothing. A missing token, or one the server
 * does not know (404) or refuses (400), reads as an invalid link; any other failure may be retried.
 */
export function TokenActionPage({ token, action, texts }: { token: string | null; action: (token: string) => Promise<unknown>; texts: TokenActionTexts }) {
  const mutation = useMutation({ mutationFn: action });
  useDocumentMeta(texts.title);
  const isInvalid = !token || (isApiError(mutation.error) && (mutation.error.isNotFound || mutation.error.status === 400));

  return (
    <section className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-full bg-sage-light text-brand">
        <MailIcon className="size-8" />
      </span>
      <h1 className="text-3xl sm:text-4xl">{texts.title}</h1>
      <div className="mt-4 max-w-xl text-lg text-ink-muted" aria-live="polite">
        {mutation.isSuccess ? (
          <p role="status">{texts.done}</p>
        ) : isInvalid ? (
          <p role="alert">{texts.invalid}</p>
        ) : mutation.isError ? (
          <p role="alert">{texts.failed}</p>
        ) : (
          <p>{texts.confirm}</p>
        )}
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {token && !mutation.isSuccess && !isInvalid && (
          <button type="button" className="btn-primary" disabled={mutation.isPending} onClick={() => mutation.mutate(token)}>
            {mutation.isPending ? texts.working : texts.button}
          </button>
        )}
        <Link to={paths.home()} className="btn-outline">
          {texts.home}
        </Link>
      </div>
    </section>
  );
}
