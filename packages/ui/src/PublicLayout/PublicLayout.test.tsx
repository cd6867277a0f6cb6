import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../themes/ThemeProvider.tsx';
import { PublicLayout } from './PublicLayout.tsx';

describe('PublicLayout', () => {
  it('shows the theme logo in a banner and the content in main', () => {
    render(
      <ThemeProvider theme={{ logoSrc: 'data:image/svg+xml,<svg/>', logoAlt: 'Northgate Partners' }}>
        <PublicLayout>
          <h1>Log in</h1>
        </PublicLayout>
      </ThemeProvider>,
    );
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('img', { name: 'Northgate Partners' }));
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Log in' }));
  });
});
