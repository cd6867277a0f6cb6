export { TransactionSearch } from './TransactionSearch.tsx';
export type { TransactionSearchProps } from './TransactionSearch.tsx';
