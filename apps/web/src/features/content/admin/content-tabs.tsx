import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../shared/paths';

const tabs = [
  { to: paths.adminContent(), key: 'pages', end: true },
  { to: paths.adminContentArticles('blog'), key: 'blog', end: false },
  { to: paths.adminContentArticles('press'), key: 'press', end: false },
  { to: paths.adminContentMenus(), key: 'menus', end: false },
  { to: paths.adminContentTranslations(), key: 'translations', end: false },
] as const;

/** The parts of the content section, as links (each is its own page). */
export function ContentTabs() {
  const { t } = useTranslation('contentAdmin');
  return (
    <nav aria-label={t('tabs.label')} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) => `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium ${isActive ? 'bg-brand text-white' : 'border border-cream-dark bg-white text-ink hover:border-brand'}`}
            >
              {t(`tabs.${tab.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
