/** The internal tooltip: RAC's Tooltip carrying the theme (its look stays with the one component using it). */
import { Tooltip as AriaTooltip, composeRenderProps } from 'react-aria-components';
import type { TooltipProps } from 'react-aria-components';
import { useTheme } from '../themes/ThemeFrame.tsx';
import { themedClassName, themedStyle } from './theme-layer.ts';

export type { TooltipProps };

export function Tooltip({ className, style, ...props }: TooltipProps) {
  const theme = useTheme();
  return (
    <AriaTooltip
      {...props}
      className={composeRenderProps(className, themedClassName(theme))}
      style={composeRenderProps(style, themedStyle(theme))}
    />
  );
}
