/** Internal overlay primitives: themed Popover, ModalOverlay and Tooltip, and the shared surface styles. Not exported from @portal/ui. */
export { Popover } from './Popover.tsx';
export { ModalOverlay } from './ModalOverlay.tsx';
export { Tooltip } from './Tooltip.tsx';
export { modalBackdrop, modalSurface, popoverSurface } from './overlays.css.ts';
