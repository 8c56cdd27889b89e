import { useTranslation } from 'react-i18next';
import { useExpertTestimonials } from '../api/get-testimonials';
import { Carousel } from './carousel';
import { QuoteIcon } from './catalogue-icons';

/** The athletes' testimonials; the section is left out when the server has none (or no such call). */
export function ExpertTestimonials() {
  const { t } = useTranslation('catalogue');
  const { data: testimonials } = useExpertTestimonials();
  if (!testimonials || testimonials.length === 0) return null;

  return (
    <section aria-labelledby="experts-title" className="bg-white py-14">
      <div className="container-page">
        <h2 id="experts-title" className="text-center text-3xl">
          {t('experts.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-ink-muted">{t('experts.text')}</p>
        <div className="mt-8">
          <Carousel
            items={testimonials}
            label={t('experts.title')}
            getKey={(testimonial) => testimonial.name}
            renderItem={(testimonial) => (
              <figure className="flex h-full flex-col rounded-3xl bg-cream p-6">
                <QuoteIcon className="size-8 text-gold" />
                <blockquote className="mt-3 flex-1 text-ink">{testimonial.quote}</blockquote>
                <figcaption className="mt-6 flex items-center gap-4">
                  {testimonial.image_url && (
                    <img
                      src={testimonial.image_url}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      width={64}
                      height={64}
                      className="size-16 rounded-full bg-white object-cover"
                    />
                  )}
                  <span>
                    <span className="block font-semibold text-brand">{testimonial.name}</span>
                    <span className="block text-sm text-ink-muted">{testimonial.title}</span>
                  </span>
                </figcaption>
              </figure>
            )}
          />
        </div>
      </div>
    </section>
  );
}
