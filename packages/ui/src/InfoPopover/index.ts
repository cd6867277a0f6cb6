export { InfoPopover, type InfoPopoverProps } from './InfoPopover.tsx';
