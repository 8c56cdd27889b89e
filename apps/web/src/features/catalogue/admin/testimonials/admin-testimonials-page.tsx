import './admin-texts';
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { testimonialMemberTypes, type AdminTestimonial, type TestimonialMemberType } from '@upline/contract/testimonials-admin';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isApiError } from '../../../../shared/api/api-error';
import { useDocumentMeta } from '../../../../shared/document-meta';
import { StaffGate } from '../staff-gate';
import { TestimonialForm } from './testimonial-form';
import { adminTestimonialsQueryOptions, usePublishTestimonial } from './testimonials-admin-api';

/** Staff: the product testimonials the shop's Testimonials page shows, by member type; add, edit, publish and unpublish. */
export function AdminTestimonialsPage() {
  const { t } = useTranslation('testimonialsAdmin');
  const filterId = useId();
  const [memberType, setMemberType] = useState<TestimonialMemberType | undefined>(undefined);
  const list = useQuery(adminTestimonialsQueryOptions(memberType));
  const [editing, setEditing] = useState<AdminTestimonial | 'new' | null>(null);
  const publish = usePublishTestimonial();
  useDocumentMeta(t('title'));

  const togglePublished = async (x: AdminTestimonial) => {
    try {
      const answer = await publish.mutateAsync({ id: x.id, isPublished: !x.isPublished });
      toast.success(answer.message);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('saveFailed'));
    }
  };

  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6" aria-labelledby="testimonials-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="testimonials-title" className="text-3xl">
          {t('title')}
        </h1>
        {editing === null && (
          <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
            {t('add')}
          </button>
        )}
      </div>
      <p className="mt-2 text-ink-muted">{t('intro')}</p>
      {editing !== null && list.data && (
        <div className="mt-5 rounded-xl border border-cream-dark p-4">
          <h2 className="mb-3 text-xl">{editing === 'new' ? t('addTitle') : t('editTitle', { name: editing.name })}</h2>
          <TestimonialForm
            key={editing === 'new' ? 'new' : editing.id}
            testimonial={editing === 'new' ? undefined : editing}
            products={list.data.products}
            memberType={memberType}
            onDone={() => setEditing(null)}
          />
        </div>
      )}
      <div className="mt-6 grid max-w-xs gap-1">
        <label htmlFor={filterId} className="text-sm font-medium">
          {t('filter')}
        </label>
        <select id={filterId} value={memberType ?? ''} onChange={(e) => setMemberType((e.target.value || undefined) as TestimonialMemberType | undefined)} className="field-input">
          <option value="">{t('all')}</option>
          {testimonialMemberTypes.map((type) => (
            <option key={type} value={type}>
              {t(`memberTypes.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <StaffGate error={list.error} isPending={list.isPending}>
        {() =>
          list.data!.testimonials.length === 0 ? (
            <p className="mt-4 text-ink-muted">{t('empty')}</p>
          ) : (
            <ul className="mt-4 grid gap-3 lg:grid-cols-2" aria-label={t('title')}>
              {list.data!.testimonials.map((x) => (
                <li key={x.id} className="grid content-start gap-2 rounded-xl border border-cream-dark p-3 text-sm" data-testid="testimonial-row">
                  <p className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold">{x.productName}</span>
                    <span className={x.isPublished ? 'text-brand' : 'text-ink-muted'}>{x.isPublished ? t('published') : t('draft')}</span>
                  </p>
                  <p>
                    {x.name} · {t('stars', { count: x.rating })} · {t(`memberTypes.${x.memberType}`)}
                  </p>
                  <blockquote lang="en" className="line-clamp-3 text-ink-muted">
                    {x.texts.en ?? Object.values(x.texts)[0] ?? ''}
                  </blockquote>
                  <p className="text-ink-muted">{t('languagesLine', { languages: Object.keys(x.texts).sort().join(', ').toUpperCase() })}</p>
                  <div className="flex flex-wrap gap-2">
                    <button type="button" className="btn-outline" onClick={() => setEditing(x)} aria-label={t('editNamed', { name: x.name })}>
                      {t('edit')}
                    </button>
                    <button
                      type="button"
                      className="btn-outline"
                      onClick={() => void togglePublished(x)}
                      disabled={publish.isPending}
                      aria-label={x.isPublished ? t('unpublishNamed', { name: x.name }) : t('publishNamed', { name: x.name })}
                    >
                      {x.isPublished ? t('unpublish') : t('publish')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </StaffGate>
    </section>
  );
}
