export { Button, LinkButton, buttonVariants } from './Button.tsx';
export type { ButtonProps, LinkButtonProps, ButtonVariant } from './Button.tsx';
