import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  subheading?: string | null;
  bannerUrl?: string | null;
  /** Above the title: a breadcrumb or an eyebrow. */
  eyebrow?: ReactNode;
  /** Below the subheading: actions or tabs. */
  children?: ReactNode;
}

/** The top of a content page: its banner illustration, the page heading and its subheading. */
export function PageHeader({ title, subheading, bannerUrl, eyebrow, children }: PageHeaderProps) {
  return (
    <header className="bg-sage-light/60">
      {bannerUrl && (
        <img
          src={bannerUrl}
          alt=""
          width={1600}
          height={600}
          className="h-40 w-full object-cover sm:h-64 lg:h-72"
          decoding="async"
          fetchPriority="high"
        />
      )}
      <div className="container-page py-8 sm:py-12">
        {eyebrow}
        <h1 className="max-w-3xl text-3xl sm:text-5xl">{title}</h1>
        {subheading && <p className="mt-4 max-w-2xl text-lg text-ink-muted">{subheading}</p>}
        {children}
      </div>
    </header>
  );
}
