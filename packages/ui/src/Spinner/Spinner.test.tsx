import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FullPageSpinner, Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('is an indeterminate progressbar named Loading by default', () => {
    render(<Spinner />);
    const spinner = screen.getByRole('progressbar', { name: 'Loading' });
    expect(spinner).not.toHaveAttribute('aria-valuenow');
  });

  it('takes a custom label', () => {
    render(<Spinner label="Loading account list.." />);
    expect(screen.getByRole('progressbar', { name: 'Loading account list..' })).toBeInTheDocument();
  });

  it('FullPageSpinner renders a named spinner', () => {
    render(<FullPageSpinner label="Loading the portal" />);
    expect(screen.getByRole('progressbar', { name: 'Loading the portal' })).toBeInTheDocument();
  });
});
