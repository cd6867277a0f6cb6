import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DecimalInput, type DecimalInputProps } from './DecimalInput.tsx';

function Controlled(props: Partial<DecimalInputProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return <DecimalInput label="Amount" {...props} value={value} onChange={setValue} />;
}

const field = () => screen.getByRole('textbox', { name: 'Amount' });

describe('DecimalInput (spec §5)', () => {
  it('keeps numeric text only and cuts extra decimals off', async () => {
    render(<Controlled />);
    await userEvent.type(field(), 'a1b2.3456');
    expect(field()).toHaveValue('12.34');
    expect(field()).toHaveAttribute('inputmode', 'decimal');
  });

  it('drops a minus unless negatives are allowed, then keeps a lone minus', async () => {
    const { unmount } = render(<Controlled />);
    await userEvent.type(field(), '-5');
    expect(field()).toHaveValue('5');
    unmount();
    render(<Controlled allowNegative />);
    await userEvent.type(field(), '-');
    expect(field()).toHaveValue('-');
    await userEvent.type(field(), '7.5');
    expect(field()).toHaveValue('-7.5');
  });

  it('caps at the maximum', async () => {
    render(<Controlled max={100} />);
    await userEvent.type(field(), '1234');
    expect(field()).toHaveValue('100.00');
  });

  it('on blur an empty field shows the default value, or zero, with the decimals', async () => {
    const { unmount } = render(<Controlled />);
    await userEvent.click(field());
    await userEvent.tab();
    expect(field()).toHaveValue('0.00');
    unmount();
    render(<Controlled blurValue={12} decimals={3} value="-" />);
    await userEvent.click(field());
    await userEvent.tab();
    expect(field()).toHaveValue('12.000');
  });

  it('keeps a typed number as it is on blur', async () => {
    render(<Controlled />);
    await userEvent.type(field(), '12.5');
    await userEvent.tab();
    expect(field()).toHaveValue('12.5');
  });

  it('can hide its label and still be named by it', () => {
    render(<Controlled hideLabel />);
    expect(field()).toBeInTheDocument();
  });
});
