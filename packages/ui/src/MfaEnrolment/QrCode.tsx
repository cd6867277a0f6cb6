/** A QR code as one SVG path (uqr encodes it): an authenticator app's otpauth:// address, for a phone's camera. */
import { useMemo } from 'react';
import { encode } from 'uqr';

export interface QrCodeProps {
  value: string;
  /** What the code is, for screen readers. */
  label: string;
  className?: string;
}

export function QrCode({ value, label, className }: QrCodeProps) {
  const { path, size } = useMemo(() => {
    const { data, size } = encode(value, { ecc: 'M', border: 0 });
    let d = '';
    data.forEach((row, y) => row.forEach((dark, x) => void (dark && (d += `M${x} ${y}h1v1h-1z`))));
    return { path: d, size };
  }, [value]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} className={className} shapeRendering="crispEdges">
      <path d={path} fill="currentColor" />
    </svg>
  );
}
