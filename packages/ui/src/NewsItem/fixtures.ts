/** Demo news for the stories and tests: newest first, multi-line, some with links. */
import type { NewsArticle } from './NewsItem.tsx';

export const demoArticle: NewsArticle = {
  articleId: 1,
  title: 'Changes to ISA allowances from April',
  date: '2024-03-28T09:00:00Z',
  content: 'The annual ISA allowance stays at £20,000.\nJunior ISAs stay at £9,000.\n\nYour adviser can help you plan contributions.',
  links: [
    { rel: 'article', href: 'https://example.com/isa-allowances' },
    { rel: 'related', href: 'https://example.com/other' },
  ],
};

export const longArticle: NewsArticle = {
  articleId: 2,
  title: 'Market commentary for the second quarter: interest rates, inflation and what they mean for long-term portfolios',
  date: '2024-06-30',
  content: Array.from(
    { length: 6 },
    (_, i) =>
      `Paragraph ${i + 1}. Markets moved within a narrow range over the quarter as investors weighed the outlook for interest rates against steady company earnings; diversified portfolios held their value.`,
  ).join('\n\n'),
};

/** `count` items a week apart, newest first. */
export function demoNews(count: number): NewsArticle[] {
  return Array.from({ length: count }, (_, index) => ({
    articleId: 100 + index,
    title: `Portfolio update ${count - index}`,
    date: new Date(Date.UTC(2024, 5, 28 - index * 7)).toISOString(),
    content: `Update ${count - index}: valuations were refreshed.\nNo action is needed.`,
    links: index % 2 === 0 ? [{ rel: 'article', href: `https://example.com/news/${count - index}` }] : [],
  }));
}
