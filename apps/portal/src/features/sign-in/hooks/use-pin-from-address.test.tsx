// The code a registration or reset link carries is read once and taken out of the address at once (review M7).
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { usePinFromAddress } from './use-pin-from-address.ts';

function Page() {
  const pin = usePinFromAddress();
  return <output>{pin ?? 'none'}</output>;
}

const open = (entry: string) => {
  const router = createMemoryRouter([{ path: '/register', element: <Page /> }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return router;
};

describe('usePinFromAddress', () => {
  it.each([
    ['?pin=', '/register?pin=REG-4821&lang=en', '?lang=en', ''],
    ['#pin=', '/register#pin=REG-4821', '', ''],
  ])('reads the code from %s, then replaces the address without it', async (_, entry, search, hash) => {
    const router = open(entry);
    expect(screen.getByRole('status')).toHaveTextContent('REG-4821');
    await waitFor(() => expect(router.state.location.search).toBe(search));
    expect(router.state.location.hash).toBe(hash);
    expect(router.state.historyAction).toBe('REPLACE');
    // Still pre-filled after the address lost it.
    expect(screen.getByRole('status')).toHaveTextContent('REG-4821');
  });

  it('leaves an address without a code alone', () => {
    const router = open('/register?lang=en');
    expect(screen.getByRole('status')).toHaveTextContent('none');
    expect(router.state.historyAction).toBe('POP');
  });
});
