import { CmsPageContent } from '../../../features/content/components/cms-page';

// The content screens that have their own address (accounts §2.1): /faq, /testimonials and
// /thank-you, at the root and under /{sluguser}.

export function FaqPage() {
  return <CmsPageContent slug="faq" />;
}

export function TestimonialsPage() {
  return <CmsPageContent slug="testimonials" />;
}

export function ThankYouPage() {
  return <CmsPageContent slug="thank-you" />;
}
