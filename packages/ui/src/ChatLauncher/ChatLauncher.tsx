/**
 * The chat widget button (login page, side menu, contacts): opens the live support chat panel. A
 * NativeButton: it is on the login page, whose first script carries no React Aria (issue 35).
 */
import { NativeButton, type NativeButtonProps } from '../NativeButton/NativeButton.tsx';
import { CHAT_LAUNCHER } from '@portal/domain';

export interface ChatLauncherProps extends Omit<NativeButtonProps, 'children'> {
  /** @default 'Live chat' */
  label?: string;
}

export function ChatLauncher({ label = CHAT_LAUNCHER, variant = 'secondary', ...props }: ChatLauncherProps) {
  return (
    <NativeButton variant={variant} aria-haspopup="dialog" {...props}>
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
    </NativeButton>
  );
}
