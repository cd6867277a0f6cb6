/**
 * The terms page driven through the DOM along every simple path of the terms machine's model
 * (createTestModel from xstate/graph): each step is what the user does (tick, untick, Submit) or
 * what the server answers, and each state is checked by what the user sees.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { acceptTermsRequest } from '@portal/api';
import { termsTexts } from '@portal/domain';
import { termsMachine, type TermsEvent } from '@portal/machines';
import { modelOf } from '@portal/machines/testing';
import { createTestRouter } from '../../app/router.tsx';
import { sessionStore } from '../../shared/session.ts';
import { clientResource, clientSession, json, serverError, fakeServer, unauthorized, unbrandedTheme } from '../../test/portal-fakes.ts';

type Snapshot = SnapshotFrom<typeof termsMachine>;

const modelEvents = [
  { type: 'terms.agree', agreed: true },
  { type: 'terms.agree', agreed: false },
  { type: 'terms.submit' },
  { type: 'xstate.done.actor.acceptTerms', output: {} },
  { type: 'xstate.error.actor.acceptTerms', error: new Error('500') },
] as unknown as TermsEvent[];

const model = createTestModel(modelOf(termsMachine), { events: modelEvents });
const paths = model.getSimplePaths();

/** The accept-terms call in flight, answered when the path says so. */
let pending: ((response: Response) => void) | null = null;
let bodies: unknown[] = [];
beforeEach(() => {
  pending = null;
  bodies = [];
  sessionStore.set({ ...clientSession, termsAccepted: false });
  fakeServer(() => (url, init) => {
    if (url.includes('/acceptTerms')) {
      bodies.push(JSON.parse(String(init?.body)));
      return new Promise<Response>((resolve) => (pending = resolve));
    }
    if (url.includes('/nui/nbs/locations/1')) return unbrandedTheme();
    if (url.includes('/nui/nbs/clients/')) return json(200, clientResource());
    return unauthorized();
  });
});
afterEach(() => vi.unstubAllGlobals());

const agreeBox = () => screen.getByRole('checkbox', { name: termsTexts.agree });
const submit = () => screen.getByRole('button', { name: termsTexts.submit });

describe('terms page (generated paths through the DOM)', { timeout: 20_000 }, () => {
  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))));
    expect(reached).toEqual(new Set(['"idle"', '"loading"', '"error"', '"accepted"']));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const user = userEvent.setup();
      const router = createTestRouter(['/terms']);
      render(<RouterProvider router={router} />);
      await screen.findByRole('heading', { name: termsTexts.title });

      const answer = async (response: Response) => {
        await waitFor(() => expect(pending).not.toBeNull());
        const settle = pending!;
        pending = null;
        settle(response);
      };

      await path.test({
        states: {
          idle: async (state: Snapshot) => {
            if (state.context.agreed) expect(agreeBox()).toBeChecked();
            else expect(agreeBox()).not.toBeChecked();
            if (state.context.agreed) expect(submit()).toBeEnabled();
            else expect(submit()).toBeDisabled();
            expect(screen.queryByRole('alert')).toBeNull();
          },
          loading: async () => {
            await waitFor(() => expect(agreeBox()).toBeDisabled());
            expect(bodies.at(-1)).toEqual({ application: 'CLIENT_PORTAL' });
            expect(acceptTermsRequest.parse(bodies.at(-1))).toEqual(bodies.at(-1));
          },
          error: async (state: Snapshot) => {
            expect(await screen.findByRole('alert')).toHaveTextContent(termsTexts.failed);
            expect(termsTexts.failed).toBe('There was a problem with trying to accept terms. Please try again or contact support');
            if (state.context.agreed) expect(submit()).toBeEnabled();
            else expect(submit()).toBeDisabled();
          },
          accepted: async () => {
            // Accepted: the session is marked and the user leaves /terms for the client portal.
            await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/client/));
            expect(sessionStore.get()?.termsAccepted).toBe(true);
            await waitFor(() => expect(screen.queryByRole('heading', { name: termsTexts.title })).toBeNull());
          },
        },
        events: {
          'terms.agree': async ({ event }: { event: Extract<TermsEvent, { type: 'terms.agree' }> }) => {
            const box = agreeBox();
            if ((box as HTMLInputElement).checked !== event.agreed) await user.click(box);
          },
          'terms.submit': async () => {
            await user.click(submit());
          },
          'xstate.done.actor.acceptTerms': () => answer(json(200, {})),
          'xstate.error.actor.acceptTerms': () => answer(serverError()),
        } as never,
      });
    });
  }
});
