/**
 * The icons of every page's frame and of the first pages' controls (a message's severity and dismiss, a
 * field's error, the password toggle), apart from the rest of Icon's set: the public pages' first script
 * (/login, issue 35) carries these paths only. Icon has them too, under the same names and with the same
 * markup. Always decorative (aria-hidden): the control around them carries the name.
 */
import type { SVGProps } from 'react';

const circle = 'M12 2.5a9.5 9.5 0 1 0 0 19a9.5 9.5 0 1 0 0-19z';

export const coreIconPaths = {
  close: 'M6 6l12 12M18 6 6 18',
  eye: 'M1.5 12S5.5 5 12 5s10.5 7 10.5 7-4 7-10.5 7S1.5 12 1.5 12zM12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z',
  eyeOff: 'M1.5 12S5.5 5 12 5s10.5 7 10.5 7-4 7-10.5 7S1.5 12 1.5 12zM12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM3 3l18 18',
  error: `${circle}M12 7v6.5M12 16.5v.5`,
  warning: 'M12 3 1.8 20.5h20.4zM12 9.5v5M12 17.5v.5',
  info: `${circle}M12 11v6M12 7.5v.5`,
  success: `${circle}M7.5 12.5l3 3 6-6.5`,
} as const;

export type CoreIconName = keyof typeof coreIconPaths;

export interface IconSvgProps extends SVGProps<SVGSVGElement> {
  /** The icon's path data. */
  d: string;
  /** Size in px. @default 20 */
  size?: number;
}

/** A stroke icon: the path in a 24 × 24 box, drawn in the current colour (Icon and CoreIcon render it). */
export function IconSvg({ d, size = 20, ...rest }: IconSvgProps) {
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
      <path d={d} />
    </svg>
  );
}

export interface CoreIconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: CoreIconName;
  /** Size in px. @default 20 */
  size?: number;
}

export function CoreIcon({ name, ...rest }: CoreIconProps) {
  return <IconSvg d={coreIconPaths[name]} {...rest} />;
}
