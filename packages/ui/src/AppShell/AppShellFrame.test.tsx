import { render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { demoMenuItems, demoNavItems } from '../test/fixtures.ts';
import { AppShell } from './AppShell.tsx';
import { AppShellFrame } from './AppShellFrame.tsx';

/** The class of each layout box, top down: the frame paints in the same boxes the app then renders. */
function boxes(container: HTMLElement) {
  const shell = container.firstElementChild as HTMLElement;
  const main = container.querySelector('main') as HTMLElement;
  return {
    shell: shell.className,
    navigation: shell.getAttribute('data-navigation'),
    topBar: container.querySelector('header')?.className,
    body: main.parentElement?.className,
    main: main.className,
    navArea: (container.querySelector('nav') ?? container.querySelector('[aria-hidden="true"] > div'))?.parentElement?.className,
  };
}

describe('AppShellFrame', () => {
  it('has the same layout boxes as AppShell', () => {
    const frame = render(<AppShellFrame />);
    const frameBoxes = boxes(frame.container);
    frame.unmount();
    const shell = render(
      <RouterProvider navigate={() => undefined}>
        <AppShell navItems={demoNavItems} menuItems={demoMenuItems}>
          content
        </AppShell>
      </RouterProvider>,
    );
    expect(frameBoxes).toEqual(boxes(shell.container));
    expect(frameBoxes.navArea).toBeTruthy();
  });

  it('offers nothing to operate and marks main busy', () => {
    render(
      <AppShellFrame navItemCount={4} heading="Loading">
        waiting
      </AppShellFrame>,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('main')).toHaveTextContent('waiting');
    expect(screen.getByRole('heading', { level: 1, name: 'Loading' })).toBeInTheDocument();
    // The four entries' places are there, hidden from assistive technology.
    expect(document.querySelectorAll('[aria-hidden="true"] li')).toHaveLength(4);
  });
});
