export { NewsItem, defaultNewsItemLabels } from './NewsItem.tsx';
export type { NewsArticle, NewsItemLabels, NewsItemProps, NewsLink } from './NewsItem.tsx';
