/**
 * The internal popover every menu, list box and picker uses: RAC's Popover carrying the theme and the
 * shared popover surface. The caller's className adds only sizing (width, max height, overflow).
 */
import { Popover as AriaPopover, composeRenderProps } from 'react-aria-components';
import type { PopoverProps } from 'react-aria-components';
import { useTheme } from '../themes/ThemeFrame.tsx';
import { popoverSurface } from './overlays.css.ts';
import { themedClassName, themedStyle } from './theme-layer.ts';

export type { PopoverProps };

export function Popover({ className, style, ...props }: PopoverProps) {
  const theme = useTheme();
  return (
    <AriaPopover
      {...props}
      className={composeRenderProps(className, themedClassName(theme, popoverSurface))}
      style={composeRenderProps(style, themedStyle(theme))}
    />
  );
}
