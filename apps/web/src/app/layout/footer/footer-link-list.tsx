import { useId } from 'react';
import { Link } from 'react-router';

export interface FooterLink {
  key: string;
  label: string;
  to: string;
  isExternal?: boolean;
}

/** A titled column of footer links. */
export function FooterLinkList({ title, links }: { title: string; links: FooterLink[] }) {
  const id = useId();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-serif text-lg text-cream">
        {title}
      </h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.key}>
            {link.isExternal ? (
              <a href={link.to} className="inline-flex min-h-9 items-center text-sm text-cream/85 hover:text-cream hover:underline">
                {link.label}
              </a>
            ) : (
              <Link to={link.to} className="inline-flex min-h-9 items-center text-sm text-cream/85 hover:text-cream hover:underline">
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
