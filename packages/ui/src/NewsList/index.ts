export { NewsList } from './NewsList.tsx';
export type { NewsListLabels, NewsListProps } from './NewsList.tsx';
