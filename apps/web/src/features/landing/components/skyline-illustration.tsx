import { accent, brandBlue } from '@web/config/tokens';

// [x, width, height] of each tower on a 480 x 320 canvas whose ground line is at y = 272.
const towers: [number, number, number][] = [
  [36, 52, 96],
  [100, 44, 150],
  [156, 64, 206],
  [232, 48, 128],
  [292, 60, 178],
  [364, 44, 112],
  [420, 36, 74],
];
const GROUND = 272;
// Roof-top nodes joined by the network line: the city's shared data center and fibre.
const nodes = [towers[1]!, towers[2]!, towers[4]!, towers[5]!].map(
  ([x, width, height]) => [x + width / 2, GROUND - height - 18] as const,
);

/**
 * The home page's picture, drawn here: a master-planned plot grid, a skyline whose windows form
 * the same grid, and the network that links the towers. Decorative, so hidden from assistive
 * technology; vector, so it costs a few hundred bytes and no request.
 */
export function SkylineIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 480 320" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="skyline-plots" width="32" height="32" patternUnits="userSpaceOnUse">
          <path d="M32 0H0V32" fill="none" stroke={brandBlue[6]} strokeWidth="1" />
        </pattern>
        <pattern id="skyline-windows" width="12" height="14" patternUnits="userSpaceOnUse">
          <rect x="3" y="4" width="6" height="6" fill={brandBlue[2]} />
        </pattern>
      </defs>
      <rect width="480" height="320" fill="url(#skyline-plots)" opacity="0.5" />
      <circle cx="392" cy="70" r="34" fill={accent.gold} opacity="0.9" />
      <polyline
        points={nodes.map((node) => node.join(',')).join(' ')}
        fill="none"
        stroke={accent.teal}
        strokeWidth="2"
        strokeDasharray="6 5"
      />
      {towers.map(([x, width, height]) => (
        <g key={x}>
          <rect x={x} y={GROUND - height} width={width} height={height} fill={brandBlue[7]} />
          <rect
            x={x + 4}
            y={GROUND - height + 8}
            width={width - 8}
            height={height - 16}
            fill="url(#skyline-windows)"
          />
        </g>
      ))}
      {nodes.map(([cx, cy]) => (
        <circle key={cx} cx={cx} cy={cy} r="5" fill={accent.teal} />
      ))}
      <rect x="16" y={GROUND} width="448" height="6" rx="3" fill={accent.teal} />
      <rect x="16" y={GROUND + 18} width="300" height="4" rx="2" fill={brandBlue[6]} />
      <rect x="332" y={GROUND + 18} width="132" height="4" rx="2" fill={brandBlue[6]} />
    </svg>
  );
}
