import { Stroke, type IconProps } from './icons';

// The rich-text toolbar's pictures as drawings: characters such as ⒈ or 🔗 are missing from the
// shop's own fonts and showed as empty boxes.

export const OrderedListIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M10 6h10M10 12h10M10 18h10" />
    <path d="M4 5l1.5-1V9M3.5 9h3M3.8 14.2A1.3 1.3 0 0 1 6.3 14c0 1-2.8 2.3-2.8 4h3" />
  </Stroke>
);

export const LinkIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </Stroke>
);

export const UndoIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </Stroke>
);

export const RedoIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="m15 14 5-5-5-5" />
    <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
  </Stroke>
);
