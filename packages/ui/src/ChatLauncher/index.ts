export { ChatLauncher } from './ChatLauncher.tsx';
export type { ChatLauncherProps } from './ChatLauncher.tsx';
