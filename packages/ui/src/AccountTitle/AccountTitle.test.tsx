import { accountLabel, adviserTexts } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountTitle } from './AccountTitle.tsx';

describe('AccountTitle', () => {
  it('shows wrapper type plus account number as a heading, and the alias', () => {
    render(<AccountTitle wrapperType="GIA" accountNumber="70005555" alias="Family portfolio" />);
    expect(screen.getByRole('heading', { level: 2, name: accountLabel('GIA', '70005555') })).toBeInTheDocument();
    expect(screen.getByText('Family portfolio')).toBeInTheDocument();
  });

  it('names the client above the account in the adviser view, and not otherwise', () => {
    const { rerender } = render(
      <AccountTitle wrapperType="GIA" accountNumber="70005555" client={{ name: 'Jane Smith', reference: '1000123' }} />,
    );
    expect(screen.getByText(adviserTexts.clientReference('1000123'))).toBeInTheDocument();
    rerender(<AccountTitle wrapperType="GIA" accountNumber="70005555" />);
    expect(screen.queryByText(adviserTexts.clientReference('1000123'))).not.toBeInTheDocument();
  });

  it('shows no alias line without one', () => {
    const { container } = render(<AccountTitle wrapperType="GIA" accountNumber="70005555" alias={null} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
