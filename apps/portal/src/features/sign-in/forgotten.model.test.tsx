/**
 * The forgotten-password page driven through the DOM along the shortest paths of the machine's
 * model (createTestModel from xstate/graph): typing (empty or not), Submit, and every kind of answer
 * the server can give; each state is checked by what the user sees (the box, Submit, the messages,
 * and the reset page the success leads to, with the username carried over).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { ApiError, forgottenPasswordRequest, type ForgottenPasswordResponse } from '@portal/api';
import { forgottenTexts, loginErrorMessage, loginTexts, resetTexts } from '@portal/domain';
import { canSubmitForgotten, forgottenPasswordMachine, type ForgottenPasswordEvent } from '@portal/machines';
import { modelOf } from '@portal/machines/testing';
import { createTestRouter } from '../../app/router.tsx';
import { sessionStore } from '../../shared/session.ts';
import { json, fakeServer, unauthorized } from '../../test/portal-fakes.ts';

type Snapshot = SnapshotFrom<typeof forgottenPasswordMachine>;
type StepEvent = { event: { output?: ForgottenPasswordResponse; error?: unknown } };

const modelEvents = [
  { type: 'forgotten.change', field: 'username', value: '' },
  { type: 'forgotten.change', field: 'username', value: '  ann.client ' },
  { type: 'forgotten.submit' },
  { type: 'xstate.done.actor.forgottenPassword', output: { errorCodes: [] } },
  { type: 'xstate.done.actor.forgottenPassword', output: { errorCodes: ['Invalid'] } },
  { type: 'xstate.error.actor.forgottenPassword', error: new ApiError({ kind: 'network' }) },
] as unknown as ForgottenPasswordEvent[];

const model = createTestModel(modelOf(forgottenPasswordMachine), { events: modelEvents, input: {} });
const paths = model.getShortestPaths();

/** The forgotten-password call in flight, answered (or failed) when the path says so. */
let pending: { resolve: (response: Response) => void; reject: (error: unknown) => void } | null = null;
let bodies: unknown[] = [];
beforeEach(() => {
  pending = null;
  bodies = [];
  sessionStore.set(null);
  fakeServer(() => (url, init) => {
    if (url.includes('/forgottenPassword')) {
      bodies.push(JSON.parse(String(init?.body)));
      return new Promise<Response>((resolve, reject) => (pending = { resolve, reject }));
    }
    return unauthorized();
  });
});
afterEach(() => vi.unstubAllGlobals());

const usernameBox = () => screen.getByRole('textbox', { name: loginTexts.username });
const submit = () => screen.getByRole('button', { name: forgottenTexts.submit });
const shownMessages = () => screen.queryByRole('alert')?.querySelectorAll('p') ?? [];

describe('forgotten password page (generated paths through the DOM)', { timeout: 20_000 }, () => {
  it('covers every state and every answer', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))));
    expect(reached).toEqual(new Set(['"editing"', '"submitting"', '"error"', '"sent"']));
    const errorTexts = new Set(paths.flatMap((path) => path.state.context.errors.map((e) => e.text)));
    expect(errorTexts).toEqual(new Set(['The username you have provided is invalid.', loginErrorMessage({ kind: 'network' }).text]));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const user = userEvent.setup();
      const router = createTestRouter(['/forgotten']);
      render(<RouterProvider router={router} />);
      await screen.findByRole('heading', { name: forgottenTexts.title });

      /** The box, Submit and the messages as the model's state says. */
      const seenAsModel = async (state: Snapshot) => {
        await waitFor(() => expect(usernameBox()).toBeEnabled());
        expect(usernameBox()).toHaveValue(state.context.username);
        if (canSubmitForgotten(state.context)) expect(submit()).toBeEnabled();
        else expect(submit()).toBeDisabled();
        expect([...shownMessages()].map((p) => p.textContent)).toEqual(state.context.errors.map((e) => e.text));
      };
      const settle = async (how: (p: NonNullable<typeof pending>) => void) => {
        await waitFor(() => expect(pending).not.toBeNull());
        const call = pending!;
        pending = null;
        how(call);
      };

      await path.test({
        states: {
          editing: seenAsModel,
          error: async (state: Snapshot) => {
            await screen.findByRole('alert');
            await seenAsModel(state);
          },
          submitting: async () => {
            await waitFor(() => expect(usernameBox()).toBeDisabled());
            expect(bodies.at(-1)).toEqual({ username: 'ann.client' });
            expect(forgottenPasswordRequest.parse(bodies.at(-1))).toEqual({ username: 'ann.client' });
          },
          sent: async () => {
            // Sent: on to the reset page, which explains the e-mailed code and keeps the username.
            expect(await screen.findByText(resetTexts.codeExplanation)).toBeInTheDocument();
            expect(router.state.location.pathname).toBe('/reset');
            expect(usernameBox()).toHaveValue('ann.client');
          },
        },
        events: {
          'forgotten.change': async ({ event }: { event: Extract<ForgottenPasswordEvent, { type: 'forgotten.change' }> }) => {
            await user.clear(usernameBox());
            if (event.value) await user.type(usernameBox(), event.value);
          },
          'forgotten.submit': async () => {
            await user.click(submit());
          },
          'xstate.done.actor.forgottenPassword': ({ event }: StepEvent) =>
            settle((call) => call.resolve(json(200, event.output ?? { errorCodes: [] }))),
          // The network failing: fetch itself rejects, as a browser's does.
          'xstate.error.actor.forgottenPassword': () => settle((call) => call.reject(new TypeError('Failed to fetch'))),
        } as never,
      });
    });
  }
});
