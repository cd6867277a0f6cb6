import { accountLabel } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountTitle } from './AccountTitle.tsx';

describe('AccountTitle', () => {
  it('shows wrapper type plus account number as a heading, and the alias', () => {
    render(<AccountTitle wrapperType="GIA" accountNumber="70005555" alias="Family portfolio" />);
    expect(screen.getByRole('heading', { level: 2, name: accountLabel('GIA', '70005555') })).toBeInTheDocument();
    expect(screen.getByText('Family portfolio')).toBeInTheDocument();
  });

  it('shows no alias line without one', () => {
    const { container } = render(<AccountTitle wrapperType="GIA" accountNumber="70005555" alias={null} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
