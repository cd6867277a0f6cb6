export { TransactionFilterPanel } from './TransactionFilterPanel.tsx';
export type { TransactionFilterPanelProps } from './TransactionFilterPanel.tsx';
