import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

// Icons of the catalogue pages; decorative (aria-hidden): the control around them carries the name.


function Stroke(props: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

export const ChevronLeftIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="m15 6-6 6 6 6" />
  </Stroke>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="m9 6 6 6-6 6" />
  </Stroke>
);

export const CheckIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Stroke>
);

export const EyeIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Stroke>
);

export const PlayIcon = (props: IconProps) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
    <path d="M8 5.5v13l10.5-6.5L8 5.5Z" fill="currentColor" />
  </svg>
);

export const QuoteIcon = (props: IconProps) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
    <path
      fill="currentColor"
      d="M9.5 6C6.2 7.1 4 9.9 4 13.6V18h6v-6H7.1c.3-1.8 1.5-3.2 3.3-3.9L9.5 6Zm9 0c-3.3 1.1-5.5 3.9-5.5 7.6V18h6v-6h-2.9c.3-1.8 1.5-3.2 3.3-3.9L18.5 6Z"
    />
  </svg>
);
