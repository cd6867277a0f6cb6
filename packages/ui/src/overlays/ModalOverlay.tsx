/**
 * The internal modal layer: RAC's ModalOverlay carrying the theme. By default it is the shared dimmed
 * backdrop that centres the dialog; a caller's className replaces that layout (the side menu's drawer).
 */
import { ModalOverlay as AriaModalOverlay, composeRenderProps } from 'react-aria-components';
import type { ModalOverlayProps } from 'react-aria-components';
import { useTheme } from '../themes/ThemeFrame.tsx';
import { modalBackdrop } from './overlays.css.ts';
import { themedClassName, themedStyle } from './theme-layer.ts';

export type { ModalOverlayProps };

export function ModalOverlay({ className = modalBackdrop, style, ...props }: ModalOverlayProps) {
  const theme = useTheme();
  return (
    <AriaModalOverlay
      {...props}
      className={composeRenderProps(className, themedClassName(theme))}
      style={composeRenderProps(style, themedStyle(theme))}
    />
  );
}
