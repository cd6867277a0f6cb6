import { generalTexts, transactionsTexts } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccessDenied } from './AccessDenied.tsx';

describe('AccessDenied', () => {
  it('is a region named by the page title with the access-denied message', () => {
    render(<AccessDenied title={transactionsTexts.title} />);
    expect(screen.getByRole('heading', { level: 1, name: transactionsTexts.title })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: transactionsTexts.title })).toHaveTextContent(generalTexts.accessDenied);
  });

  it('takes a heading level and another message', () => {
    render(<AccessDenied title="Income history" headingLevel={2} message="No." />);
    expect(screen.getByRole('heading', { level: 2, name: 'Income history' })).toBeInTheDocument();
    expect(screen.getByText('No.')).toBeInTheDocument();
  });
});
