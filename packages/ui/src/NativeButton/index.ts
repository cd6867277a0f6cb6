export { NativeButton, NativePlainButton } from './NativeButton.tsx';
export type { NativeButtonProps, NativePlainButtonProps } from './NativeButton.tsx';
