import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Card, CollapsibleCard } from './Card.tsx';

describe('Card', () => {
  it('is a region named by its heading, with subtitle, hero value and content', () => {
    render(
      <Card title="ISA 1234567" subtitle="My ISA" heroLabel="Account value" heroValue="£12,345.67">
        <p>Holdings</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'ISA 1234567' });
    expect(screen.getByRole('heading', { level: 2, name: 'ISA 1234567' })).toBeInTheDocument();
    expect(region).toHaveTextContent('My ISA');
    expect(region).toHaveTextContent('Account value£12,345.67');
    expect(region).toHaveTextContent('Holdings');
  });

  it('uses the requested heading level', () => {
    render(<Card title="Regular payments" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Regular payments' })).toBeInTheDocument();
  });
});

describe('CollapsibleCard', () => {
  it("starts collapsed and toggles with 'Show more' / 'Show less'", async () => {
    render(
      <CollapsibleCard title="Regular withdrawal">
        <p>Monthly £200</p>
      </CollapsibleCard>,
    );
    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Monthly £200')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('can start expanded', () => {
    render(
      <CollapsibleCard title="Holdings" defaultExpanded>
        <p>Fund A</p>
      </CollapsibleCard>,
    );
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });
});
