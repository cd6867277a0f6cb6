import { generalTexts } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionEnded } from './SessionEnded.tsx';

describe('SessionEnded', () => {
  it('is a status region named by its heading with the spec message', () => {
    render(<SessionEnded loginHref="/login" />);
    const status = screen.getByRole('status', { name: generalTexts.sessionEndedTitle });
    expect(status).toHaveTextContent(generalTexts.sessionEnded);
    expect(screen.getByRole('heading', { level: 1, name: generalTexts.sessionEndedTitle })).toBeInTheDocument();
  });

  it('links back to the login page', () => {
    render(<SessionEnded loginHref="/login" />);
    expect(screen.getByRole('link', { name: generalTexts.sessionEndedLogin })).toHaveAttribute('href', '/login');
  });

  it('takes a heading level, title and link label, and can leave out the link', () => {
    render(<SessionEnded headingLevel={2} title="Logged out" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Logged out' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
