import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../shared/session/session-store';
import { Spinner } from '../../../shared/ui/spinner';
import { teamMembersQueryOptions } from '../api/get-team-members';

/** The company's staff (GET team-members): photo, name, position, bio and a way to write to them. */
export function TeamGrid() {
  const { t } = useTranslation('content');
  const language = useSessionStore((state) => state.language);
  const { data: members, isPending } = useQuery(teamMembersQueryOptions(language));

  if (isPending) return <Spinner />;
  if (!members?.length) return null;
  return (
    <section aria-labelledby="team-title" className="bg-cream pb-12 sm:pb-16">
      <div className="container-page">
        <h2 id="team-title" className="sr-only">
          {t('team.title')}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {members.map((member) => (
            <li key={member.email || member.name} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
              <div className="flex items-center gap-4">
                {member.image ? (
                  <img
                    src={member.image}
                    alt=""
                    width={96}
                    height={96}
                    loading="lazy"
                    decoding="async"
                    className="size-20 shrink-0 rounded-full bg-sage-light object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="flex size-20 shrink-0 items-center justify-center rounded-full bg-sage-light font-serif text-2xl text-brand">
                    {member.name.slice(0, 1)}
                  </span>
                )}
                <div className="min-w-0">
                  <h3 className="text-lg leading-snug">{member.name}</h3>
                  <p className="text-sm text-ink-muted">{member.position}</p>
                </div>
              </div>
              <p className="mt-4 flex-1 text-sm leading-6">{member.bio}</p>
              {member.email && (
                <a href={`mailto:${member.email}`} className="mt-4 text-sm font-medium break-all text-brand underline underline-offset-2">
                  <span className="sr-only">{t('team.writeTo', { name: member.name })} </span>
                  {member.email}
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
