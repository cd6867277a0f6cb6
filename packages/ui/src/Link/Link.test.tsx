import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from './Link.tsx';

describe('Link', () => {
  it('is a named link', () => {
    render(<Link href="/forgotten">Forgot your password?</Link>);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgotten');
  });
  it('opens external links safely in a new tab', () => {
    render(
      <Link href="https://example.com" target="_blank">
        Help
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
