import { accent, brandBlue } from '@web/config/tokens';

const navy = brandBlue[9];
// Floor lines drawn across the three towers turn them into a grid of storeys.
const floors = [14, 18.5, 23, 27.5];

/**
 * The authority's emblem: three towers of a skyline on a teal ground line, cut into a grid of
 * storeys, with a gold signal above the tallest (a city built on networks). Drawn here; the same
 * shapes are the favicon (public/favicon.svg). Decorative: the wordmark or the link names it.
 */
export function BrandEmblem({ size = 40 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none' }}
    >
      <rect width="40" height="40" rx="9" fill={navy} />
      <rect x="8" y="19" width="6.5" height="13" fill="#fff" />
      <rect x="16.75" y="10" width="6.5" height="22" fill="#fff" />
      <rect x="25.5" y="15" width="6.5" height="17" fill="#fff" />
      {floors.map((y) => (
        <rect key={y} x="8" y={y} width="24" height="1.5" fill={navy} />
      ))}
      <rect x="5.5" y="32" width="29" height="2.5" rx="1.25" fill={accent.teal} />
      <circle cx="20" cy="6" r="2.25" fill={accent.gold} />
    </svg>
  );
}
