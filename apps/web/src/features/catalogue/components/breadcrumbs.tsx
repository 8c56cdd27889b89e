import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where the page sits: links up to it, then the page itself. */
export function Breadcrumbs({ trail, current }: { trail: readonly { label: string; to: string }[]; current: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <nav aria-label={t('breadcrumb.label')} className="text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((item) => (
          <li key={item.to} className="flex items-center gap-2">
            <Link to={item.to} className="hover:text-brand hover:underline">
              {item.label}
            </Link>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="line-clamp-1 text-ink">
          {current}
        </li>
      </ol>
    </nav>
  );
}
