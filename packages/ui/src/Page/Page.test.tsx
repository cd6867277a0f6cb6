import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageContainer, PageHeading } from './Page.tsx';

describe('PageContainer and PageHeading', () => {
  it('renders the page h1 inside the container', () => {
    render(
      <PageContainer data-testid="page">
        <PageHeading>Settings</PageHeading>
      </PageContainer>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByTestId('page')).toContainElement(screen.getByRole('heading'));
  });
});
