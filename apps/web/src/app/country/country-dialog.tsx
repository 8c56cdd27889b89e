import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { detectCountryQueryOptions } from '../../shared/geo/geo-queries';
import { languageForCountry, toShoppingCountry } from '../../shared/session/country-language';
import { useSessionStore } from '../../shared/session/session-store';
import type { ShoppingCountry } from '../../shared/session/session-types';
import { CaFlag, UsFlag } from './flags';

const countries = [
  { code: 'US', labelKey: 'country.us', Flag: UsFlag },
  { code: 'CA', labelKey: 'country.ca', Flag: CaFlag },
] as const;

/**
 * 'Where are you shopping from?' (storefront §2): open on every page while no country is known.
 * It can only be left by choosing, because prices, currency and shipping depend on the answer;
 * the description says so to screen readers. The detected country is suggested and focused.
 */
export function CountryDialog() {
  const { t } = useTranslation();
  const userCountry = useSessionStore((state) => state.userCountry);
  const setCountry = useSessionStore((state) => state.setCountry);
  const setLanguage = useSessionStore((state) => state.setLanguage);
  const isOpen = userCountry === null;
  const { data } = useQuery({ ...detectCountryQueryOptions(), enabled: isOpen });
  const suggested = toShoppingCountry(data?.country_code);
  const suggestedRef = useRef<HTMLButtonElement>(null);
  const hasInteracted = useRef(false);

  // The detection may answer after the dialog opened: focus the suggestion then, unless the
  // visitor has already started to move around.
  useEffect(() => {
    if (suggested && !hasInteracted.current) suggestedRef.current?.focus();
  }, [suggested]);

  const choose = (country: ShoppingCountry) => {
    setLanguage(languageForCountry(country));
    setCountry(country);
  };
  const keepOpen = (event: Event) => event.preventDefault();

  return (
    <Dialog.Root open={isOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          onKeyDown={() => {
            hasInteracted.current = true;
          }}
          onPointerDown={() => {
            hasInteracted.current = true;
          }}
          onOpenAutoFocus={(event) => {
            if (!suggestedRef.current) return;
            event.preventDefault();
            suggestedRef.current.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-cream p-6 shadow-2xl outline-none data-[state=open]:animate-pop-in sm:p-8"
        >
          <img src="/demo/upline-logo.svg" width={200} height={56} alt="" className="mx-auto h-9 w-auto" />
          <Dialog.Title className="mt-5 text-center font-serif text-2xl text-brand sm:text-3xl">
            {t('country.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-center text-ink-muted">{t('country.description')}</Dialog.Description>
          <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4">
            {countries.map(({ code, labelKey, Flag }) => {
              const isSuggested = suggested === code;
              return (
                <button
                  key={code}
                  ref={isSuggested ? suggestedRef : undefined}
                  type="button"
                  onClick={() => choose(code)}
                  aria-describedby={isSuggested ? 'country-suggested' : undefined}
                  className={`flex flex-col items-center gap-3 rounded-2xl border-2 bg-white p-4 font-semibold text-ink transition hover:border-brand hover:shadow-md sm:p-5 ${
                    isSuggested ? 'border-brand shadow-md' : 'border-cream-dark'
                  }`}
                >
                  <Flag className="h-12 w-auto rounded-sm shadow-sm ring-1 ring-ink/10 sm:h-14" />
                  {t(labelKey)}
                  {isSuggested && (
                    <span id="country-suggested" className="rounded-full bg-sage-light px-2.5 py-0.5 text-xs font-medium text-brand">
                      {t('country.suggested')}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
