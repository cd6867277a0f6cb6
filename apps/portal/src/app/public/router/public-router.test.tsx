/** The public router over jsdom's history: push, replace, state, query strings, back and forward re-render. */
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentLocation, navigate, subscribe } from './public-history.ts';
import { PublicRouter } from './PublicRouter.tsx';
import { useHref, useLocation, useNavigate, useSearchParams } from './react-router-compat.ts';

function Where() {
  const { pathname, search, state } = useLocation();
  const [params] = useSearchParams();
  return (
    <p>
      <span data-testid="path">{pathname}</span>
      <span data-testid="search">{search}</span>
      <span data-testid="next">{params.get('next') ?? ''}</span>
      <span data-testid="state">{JSON.stringify(state)}</span>
    </p>
  );
}

/** Pops the history and waits for jsdom's asynchronous popstate. */
async function go(delta: number) {
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  await act(async () => {
    window.history.go(delta);
    await popped;
  });
}

const text = (id: string) => screen.getByTestId(id).textContent;

beforeEach(() => window.history.replaceState(null, '', '/login'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('public router', () => {
  it('renders a fixed location for the prerender', () => {
    const html = renderToString(
      <PublicRouter location="/reset?pin=12">
        <Where />
      </PublicRouter>,
    );
    expect(html).toContain('/reset</span>');
    expect(html).toContain('?pin=12</span>');
  });

  it('pushes, replaces and goes back and forward', async () => {
    render(
      <PublicRouter>
        <Where />
      </PublicRouter>,
    );
    expect(text('path')).toBe('/login');
    act(() => navigate('/forgotten', { state: { username: 'ann' } }));
    expect(text('path')).toBe('/forgotten');
    expect(text('state')).toBe('{"username":"ann"}');
    act(() => navigate('/reset?pin=9'));
    expect(text('path')).toBe('/reset');
    act(() => navigate('/login?next=%2Fclient%2Fhome', { replace: true }));
    expect(window.location.pathname + window.location.search).toBe('/login?next=%2Fclient%2Fhome');
    expect(text('next')).toBe('/client/home');
    // The replaced entry (/reset) is gone: Back is /forgotten, with its state.
    await go(-1);
    expect(text('path')).toBe('/forgotten');
    expect(text('state')).toBe('{"username":"ann"}');
    await go(-1);
    expect(text('path')).toBe('/login');
    expect(text('state')).toBe('null');
    await go(1);
    expect(text('path')).toBe('/forgotten');
    await go(1);
    expect(text('path')).toBe('/login');
    expect(text('search')).toBe('?next=%2Fclient%2Fhome');
  });

  it('keeps React Router’s history entry shape (state survives a reload, indexes count up)', () => {
    navigate('/register', { state: { from: 'test' } });
    const first = window.history.state as { usr: unknown; key: string; idx: number };
    expect(first.usr).toEqual({ from: 'test' });
    navigate('/login', { replace: true });
    const second = window.history.state as { usr: unknown; key: string; idx: number };
    expect(second.idx).toBe(first.idx);
    expect(second.key).not.toBe(first.key);
    navigate('/terms');
    expect((window.history.state as { idx: number }).idx).toBe(first.idx + 1);
  });

  it('gives the same snapshot until the location changes, and notifies subscribers', () => {
    const before = currentLocation();
    expect(currentLocation()).toBe(before);
    let calls = 0;
    const unsubscribe = subscribe(() => (calls += 1));
    navigate('/terms');
    unsubscribe();
    navigate('/error');
    expect(calls).toBe(1);
    expect(currentLocation()).not.toBe(before);
    expect(currentLocation().pathname).toBe('/error');
  });

  it('answers the React Router hooks the sign-in pages use', () => {
    function Page() {
      const goTo = useNavigate();
      const [, setParams] = useSearchParams();
      const href = useHref({ search: '?print' });
      // An external link stays as written (React Router made it /login/https:/… on this page).
      const external = useHref('https://www.example.com/help/logging-in');
      return (
        <>
          <Where />
          <span data-testid="href">{href}</span>
          <span data-testid="external">{external}</span>
          <button onClick={() => goTo('/register')}>go</button>
          <button onClick={() => setParams({ next: '/client/home' }, { replace: true })}>query</button>
        </>
      );
    }
    render(
      <PublicRouter>
        <Page />
      </PublicRouter>,
    );
    expect(text('href')).toBe('/login?print');
    expect(text('external')).toBe('https://www.example.com/help/logging-in');
    act(() => screen.getByRole('button', { name: 'go' }).click());
    expect(text('path')).toBe('/register');
    act(() => screen.getByRole('button', { name: 'query' }).click());
    expect(text('search')).toBe('?next=%2Fclient%2Fhome');
    expect(text('path')).toBe('/register');
  });
});
