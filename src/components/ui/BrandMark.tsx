import { getBrandMark } from './brand-marks';

interface BrandMarkProps {
  kind: 'payment' | 'carrier';
  name: string;
  height?: number;
}

/** A payment-method or carrier logo drawn inline as SVG: no request, crisp at any size. */
export function BrandMark({ kind, name, height = 24 }: BrandMarkProps) {
  const mark = getBrandMark(kind, name) ?? { label: name, background: '#e2e8f0', foreground: '#1a202c' };
  const width = Math.max(48, mark.label.length * 8 + 16);
  return (
    <svg
      role="img"
      aria-label={mark.label}
      width={(width * height) / 28}
      height={height}
      viewBox={`0 0 ${width} 28`}
      data-brand-mark={`${kind}-${name}`}
    >
      <title>{mark.label}</title>
      <rect x="0.5" y="0.5" width={width - 1} height="27" rx="5" fill={mark.background} stroke="#cbd5e0" />
      <text
        x={width / 2}
        y="18.5"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="13"
        fontWeight="700"
        fill={mark.foreground}
      >
        {mark.label}
      </text>
    </svg>
  );
}
