import { commonTexts, newsTexts } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NewsItem } from './NewsItem.tsx';
import { demoArticle, longArticle } from './fixtures.ts';

describe('NewsItem', () => {
  it("shows the title as a heading, 'Added' plus the date and the content with its line breaks", () => {
    render(<NewsItem article={demoArticle} />);
    expect(screen.getByRole('heading', { level: 3, name: demoArticle.title })).toBeInTheDocument();
    expect(screen.getByText(newsTexts.added, { exact: false })).toHaveTextContent('Added 28.03.24');
    expect(screen.getByText(/annual ISA allowance/).textContent).toBe(demoArticle.content);
  });

  it('starts expanded and toggles', async () => {
    const user = userEvent.setup();
    render(<NewsItem article={demoArticle} />);
    const toggle = screen.getByRole('button', { name: demoArticle.title });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/annual ISA allowance/)).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/annual ISA allowance/)).not.toBeVisible();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveTextContent(/annual ISA allowance/);
  });

  it('links only the first link, in a new tab', () => {
    render(<NewsItem article={demoArticle} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', demoArticle.links![0]!.href);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[0]).toHaveAccessibleName(`${newsTexts.readMore} ${commonTexts.opensInNewTab}`);
  });

  it('shows only an https link (review I1)', () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,x', 'http://example.com/news', ' https://example.com']) {
      const { container, unmount } = render(<NewsItem article={{ ...demoArticle, links: [{ rel: 'article', href }] }} />);
      expect(container.querySelector('a'), href).toBeNull();
      unmount();
    }
    const { container } = render(<NewsItem article={demoArticle} />);
    expect(container.querySelector('a')).not.toBeNull();
  });

  it('has no link when the item has none, and takes a heading level and other words', () => {
    render(<NewsItem article={longArticle} headingLevel={2} labels={{ added: 'Published' }} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(longArticle.title);
    expect(screen.getByText('Published', { exact: false })).toHaveTextContent('Published 30.06.24');
  });
});
