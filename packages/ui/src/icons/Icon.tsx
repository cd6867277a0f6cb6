/** Small inline stroke icons. Always decorative (aria-hidden): the control around them carries the name. */
import type { SVGProps } from 'react';

const circle = 'M12 2.5a9.5 9.5 0 1 0 0 19a9.5 9.5 0 1 0 0-19z';

const paths = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.8V20h5v-6h3v6h5V9.8',
  analysis: 'M3 20h18M6 20v-6M11 20V8M16 20v-9M20.5 4l-5 4-4-2-6 5',
  transactions: 'M4 8h15M15 4l4 4-4 4M20 16H5M9 12l-4 4 4 4',
  documents: 'M6 2.5h8.5L19 7v14.5H6zM14 2.5V7.5h5M9 12h7M9 16h7',
  library: 'M4 4h4v16H4zM10 4h4v16h-4zM16.2 5.2l3.6-1 3 15.4-3.6 1z',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6 6 18',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  chevronDown: 'M6 9l6 6 6-6',
  chevronUp: 'M6 15l6-6 6 6',
  eye: 'M1.5 12S5.5 5 12 5s10.5 7 10.5 7-4 7-10.5 7S1.5 12 1.5 12zM12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z',
  eyeOff: 'M1.5 12S5.5 5 12 5s10.5 7 10.5 7-4 7-10.5 7S1.5 12 1.5 12zM12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM3 3l18 18',
  error: `${circle}M12 7v6.5M12 16.5v.5`,
  warning: 'M12 3 1.8 20.5h20.4zM12 9.5v5M12 17.5v.5',
  info: `${circle}M12 11v6M12 7.5v.5`,
  success: `${circle}M7.5 12.5l3 3 6-6.5`,
  retry: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v4.5h-4.5',
} as const;

export type IconName = keyof typeof paths;
export const iconNames = Object.keys(paths) as IconName[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** Size in px. @default 20 */
  size?: number;
}

export function Icon({ name, size = 20, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={paths[name]} />
    </svg>
  );
}
