const leaf = 'M0 0C18-22 58-26 84 0C58 26 18 22 0 0Z';

const leaves = [
  { x: 204, y: 226, angle: -28, fill: '#2d6b45' },
  { x: 200, y: 222, angle: 208, fill: '#1f5132' },
  { x: 208, y: 170, angle: -40, fill: '#a8c3a0' },
  { x: 205, y: 166, angle: 218, fill: '#2d6b45' },
  { x: 212, y: 118, angle: -52, fill: '#1f5132' },
  { x: 210, y: 112, angle: 228, fill: '#a8c3a0' },
  { x: 216, y: 72, angle: -75, fill: '#2d6b45' },
];

/** The hero's drawn illustration, shown when no banner image is available. Decorative. */
export function BotanicalArt({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 320" aria-hidden="true" focusable="false" className={className}>
      <rect width="400" height="320" rx="36" fill="#dce8d8" />
      <circle cx="200" cy="176" r="124" fill="#f7f3ea" />
      <circle cx="316" cy="72" r="42" fill="#e3cd93" opacity="0.7" />
      <circle cx="86" cy="250" r="26" fill="#c9a44c" opacity="0.35" />
      <path d="M200 292C201 230 205 150 218 64" fill="none" stroke="#1f5132" strokeWidth="5" strokeLinecap="round" />
      {leaves.map(({ x, y, angle, fill }) => (
        <path key={`${x}-${y}`} d={leaf} fill={fill} transform={`translate(${x} ${y}) rotate(${angle})`} />
      ))}
    </svg>
  );
}
