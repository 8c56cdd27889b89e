import { Stroke, type IconProps } from './icons';

// The pages' icons (the frame's are in icons.tsx): in the chunks of the pages that show them,
// not in the first download.

export const ShieldCheckIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.1 8.3 7.5 9.5 4.4-1.2 7.5-4.9 7.5-9.5V6L12 3Z" />
    <path d="m8.5 12 2.5 2.5 4.5-5" />
  </Stroke>
);

export const TruckIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M2.5 6h11v10h-11zM13.5 10h4l3 3.2V16h-7" />
    <circle cx="6.5" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </Stroke>
);

export const ArrowUpIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </Stroke>
);

export const MailIcon = (props: IconProps) => (
  <Stroke {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </Stroke>
);

export const CheckIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Stroke>
);

export const MinusIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M5 12h14" />
  </Stroke>
);

export const PlusIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M12 5v14M5 12h14" />
  </Stroke>
);

export const TrashIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 12.5h9l1-12.5M10 11v5M14 11v5" />
  </Stroke>
);

export const TagIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3a1.4 1.4 0 0 1 0 2l-6.7 6.7a1.4 1.4 0 0 1-2 0Z" />
    <circle cx="8" cy="8" r="1.4" />
  </Stroke>
);
