import type { SVGProps } from 'react';

type FlagProps = SVGProps<SVGSVGElement>;

const stripeHeight = 100 / 13;

/** The United States flag, drawn (no emoji, no image request). Decorative: the button names the country. */
export function UsFlag(props: FlagProps) {
  const stars: { x: number; y: number }[] = [];
  for (let row = 0; row < 9; row += 1) {
    const count = row % 2 === 0 ? 6 : 5;
    for (let column = 0; column < count; column += 1) {
      stars.push({ x: 6.3 + column * 12.6 + (row % 2 === 0 ? 0 : 6.3), y: 5.4 + row * 5.4 });
    }
  }
  return (
    <svg viewBox="0 0 190 100" aria-hidden="true" focusable="false" {...props}>
      <rect width="190" height="100" fill="#b22234" />
      {Array.from({ length: 6 }, (_, index) => (
        <rect key={index} y={(index * 2 + 1) * stripeHeight} width="190" height={stripeHeight} fill="#fff" />
      ))}
      <rect width="76" height={stripeHeight * 7} fill="#3c3b6e" />
      {stars.map((star) => (
        <circle key={`${star.x}-${star.y}`} cx={star.x} cy={star.y} r="1.9" fill="#fff" />
      ))}
    </svg>
  );
}

/** The Canadian flag with its maple leaf, drawn. Decorative. */
export function CaFlag(props: FlagProps) {
  return (
    <svg viewBox="0 0 9600 4800" aria-hidden="true" focusable="false" {...props}>
      <path fill="#d52b1e" d="m0 0h2400l99 99h4602l99-99h2400v4800h-2400l-99-99h-4602l-99 99H0z" />
      <path
        fill="#fff"
        d="m2400 0h4800v4800h-4800zm2490 4430-45-863a95 95 0 0 1 111-98l859 151-116-320a65 65 0 0 1 20-73l941-762-212-99a65 65 0 0 1-34-79l186-572-542 115a65 65 0 0 1-73-38l-105-247-423 454a65 65 0 0 1-111-57l204-1052-327 189a65 65 0 0 1-91-27l-332-652-332 652a65 65 0 0 1-91 27l-327-189 204 1052a65 65 0 0 1-111 57l-423-454-105 247a65 65 0 0 1-73 38l-542-115 186 572a65 65 0 0 1-34 79l-212 99 941 762a65 65 0 0 1 20 73l-116 320 859-151a95 95 0 0 1 111 98l-45 863z"
      />
    </svg>
  );
}
