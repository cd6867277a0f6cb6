/** The chat widget button (login page, side menu, contacts): opens the live support chat panel. */
import type { ButtonProps } from '../Button/Button.tsx';
import { Button } from '../Button/Button.tsx';
import { CHAT_LAUNCHER } from '@portal/domain';

export interface ChatLauncherProps extends Omit<ButtonProps, 'children'> {
  /** @default 'Live chat' */
  label?: string;
}

export function ChatLauncher({ label = CHAT_LAUNCHER, variant = 'secondary', ...props }: ChatLauncherProps) {
  return (
    <Button variant={variant} aria-haspopup="dialog" {...props}>
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 20 20"
        focusable="false"
        style={{ marginInlineEnd: 8, verticalAlign: 'middle' }}
      >
        <path d="M3 4h14v9H8l-4 3v-3H3z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      </svg>
      {label}
    </Button>
  );
}
