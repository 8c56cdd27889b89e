import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../shared/session/session-store';
import { ChevronDownIcon, GlobeIcon } from '../../../shared/ui/icons';
import { CheckIcon } from '../../../shared/ui/page-icons';
import { fallbackLanguages, languagesQueryOptions } from '../api/get-languages';

/**
 * The language dropdown. The list comes from the server (the two bundled languages while it is
 * unavailable). Choosing one stores it in the session; navigation, pages and marketing texts
 * refetch because the language is part of their query keys.
 */
export function LanguageMenu({ className = '', defaultOpen = false }: { className?: string; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const setLanguage = useSessionStore((state) => state.setLanguage);
  const { data } = useQuery(languagesQueryOptions());
  const languages = data?.languages.length ? data.languages : fallbackLanguages;
  const current = languages.find((item) => item.code === language);

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink hover:bg-cream-dark ${className}`}
        // The name starts with the visible code, so that speech control ('click EN') finds it.
        aria-label={`${language.toUpperCase()} · ${t('header.languageCurrent', { name: current?.name ?? language.toUpperCase() })}`}
      >
        <GlobeIcon className="size-5" />
        <span aria-hidden="true">{language.toUpperCase()}</span>
        <ChevronDownIcon className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-xl border border-cream-dark bg-white p-1.5 text-ink shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('header.language')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={language} onValueChange={setLanguage}>
            {languages.map((item) => (
              <DropdownMenu.RadioItem
                key={item.code}
                value={item.code}
                lang={item.code}
                className="flex min-h-10 cursor-pointer items-center justify-between gap-4 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-sage-light"
              >
                {item.name}
                <DropdownMenu.ItemIndicator>
                  <CheckIcon className="size-4 text-brand" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
