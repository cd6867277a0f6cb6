export { DownloadMenu, PRINT_STATE } from './DownloadMenu.tsx';
export type { DownloadMenuAction, DownloadMenuProps, PrintState } from './DownloadMenu.tsx';
