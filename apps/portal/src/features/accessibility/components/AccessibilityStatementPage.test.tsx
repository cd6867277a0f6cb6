import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessibilityTexts, loginTexts } from '@portal/domain';
import { createTestRouter } from '../../../app/router.tsx';
import { sessionStore } from '../../../shared/session.ts';
import { KNOWN_EXCEPTIONS } from '../known-exceptions.ts';

beforeEach(() => {
  sessionStore.set(null);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ status: 401, code: 'Unauthorized' }), { status: 401 }))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('accessibility statement', () => {
  it('is linked from the login page footer and opens without a session', async () => {
    render(<RouterProvider router={createTestRouter(['/login'])} />);
    await screen.findByRole('button', { name: loginTexts.login });
    await userEvent.click(screen.getByRole('link', { name: accessibilityTexts.linkLabel }));
    expect(await screen.findByRole('heading', { name: accessibilityTexts.title, level: 1 })).toBeInTheDocument();
  });

  it('states the standard, how it was tested, other formats and reporting, and the exceptions of the data file', async () => {
    render(<RouterProvider router={createTestRouter(['/accessibility'])} />);
    await screen.findByRole('heading', { name: accessibilityTexts.title, level: 1 });
    for (const heading of [
      accessibilityTexts.complianceHeading,
      accessibilityTexts.testingHeading,
      accessibilityTexts.formatsHeading,
      accessibilityTexts.reportingHeading,
    ]) {
      expect(screen.getByRole('heading', { name: heading, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByText(accessibilityTexts.compliance)).toBeInTheDocument();
    const status = KNOWN_EXCEPTIONS.length === 0 ? accessibilityTexts.fullyCompliant : accessibilityTexts.partiallyCompliant;
    expect(screen.getByText(status)).toBeInTheDocument();
    for (const exception of KNOWN_EXCEPTIONS) expect(screen.getByText(exception.criterion)).toBeInTheDocument();
  });
});
