export { PasskeyList } from './PasskeyList.tsx';
export type { PasskeyItem, PasskeyListProps } from './PasskeyList.tsx';
