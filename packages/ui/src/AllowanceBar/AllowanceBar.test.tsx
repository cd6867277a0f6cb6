import { allowanceTexts, totalAllowance } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AllowanceBar } from './AllowanceBar.tsx';

describe('AllowanceBar', () => {
  it('is a meter named by its label, valued in percent with a spoken amount', () => {
    const total = totalAllowance({ airdAnnualLimit: 20000, replaceableWithdrawals: 1000, returnedReplaceableWithdrawals: 500 });
    render(<AllowanceBar label="ISA allowance" used={5125} total={total} accountType="Isa" />);
    const meter = screen.getByRole('meter', { name: 'ISA allowance' });
    expect(meter).toHaveAttribute('aria-valuenow', '25');
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '100');
    expect(meter).toHaveAttribute('aria-valuetext', '£5,125.00 used of £20,500.00, £15,375.00 remaining');
    expect(meter).toHaveTextContent(`${allowanceTexts.used}£5,125.00`);
    expect(meter).toHaveTextContent(`${allowanceTexts.totalAllowance}£20,500.00`);
    expect(meter).toHaveTextContent(`${allowanceTexts.remaining}£15,375.00`);
  });

  it('fills at most 100% and floors the remainder at £0.00 when over the allowance', () => {
    render(<AllowanceBar label="ISA allowance" used={25000} total={20000} accountType="Isa" />);
    const meter = screen.getByRole('meter');
    expect(meter).toHaveAttribute('aria-valuenow', '100');
    expect(meter).toHaveTextContent(`${allowanceTexts.remaining}£0.00`);
  });

  it('shows a dash for a pension over its allowance', () => {
    render(<AllowanceBar label="Annual allowance" used={65000} total={60000} accountType="Pension" />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '£65,000.00 used of £60,000.00, - remaining');
    expect(screen.getByRole('meter')).toHaveTextContent(`${allowanceTexts.remaining}-`);
  });

  it('is empty without an allowance', () => {
    render(<AllowanceBar label="ISA allowance" used={0} total={0} />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
  });
});
