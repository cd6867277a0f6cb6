/**
 * Marking a document read (spec §4 Document read, §8 mark-as-read): the document shows opened at once
 * with the current time, then with the server's firstOpenDate. A 500 or a null firstOpenDate is retried
 * up to 3 times, 50 ms apart; after that the warning shows and the failure is reported. Any other error
 * is reported only. Never started for an adviser: a read-only session ends at once without a call.
 */
import { assign, fromPromise, setup } from 'xstate';
import { isApiError } from '@portal/api/browser';

/** Spec §9: max 3 retries, 50 ms apart. */
export const MARK_AS_READ_MAX_RETRIES = 3;
export const MARK_AS_READ_RETRY_DELAY_MS = 50;

/** The body of PATCH /nui/nsbs/correspondence/markAsRead. */
export interface MarkAsReadRequest {
  documentId: number;
  sentDate: string;
}

/** Its answer: a null firstOpenDate counts as invalid (spec §7). */
export interface MarkAsReadResponse {
  firstOpenDate: string | null;
}

export interface MarkAsReadInput extends MarkAsReadRequest {
  /** True for an impersonating adviser: marking read is never triggered (spec §6). */
  readOnly: boolean;
  /** The current time as an ISO string, for the optimistic first open date. */
  now: () => string;
}

export interface MarkAsReadContext {
  request: MarkAsReadRequest;
  readOnly: boolean;
  /** What the list shows: null until opened, the optimistic time, then the server's date. */
  firstOpenDate: string | null;
  retries: number;
  /** True once the retries are spent: the warning icon with its tooltip shows. */
  warning: boolean;
  lastError: unknown;
}

/** A failure worth retrying: status 500 from the call, or an answer without a first open date. */
class InvalidFirstOpenDate extends Error {
  constructor() {
    super('markAsRead answered without a firstOpenDate');
    this.name = 'InvalidFirstOpenDate';
  }
}

function isRetryable(error: unknown): boolean {
  return error instanceof InvalidFirstOpenDate || (isApiError(error) && error.status === 500);
}

export const markAsReadMachine = setup({
  types: {
    context: {} as MarkAsReadContext,
    input: {} as MarkAsReadInput,
    output: {} as { firstOpenDate: string | null; warning: boolean },
  },
  actors: {
    /** PATCH /nui/nsbs/correspondence/markAsRead. */
    markAsRead: fromPromise<MarkAsReadResponse, MarkAsReadRequest>(async () => {
      throw new Error('markAsRead actor must be provided');
    }),
  },
  actions: {
    /** Reports a failure to the error log (provided by the app); a no-op by default. */
    report: (_, _params: { error: unknown }) => undefined,
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    keepError: assign({ lastError: (_, params: { error: unknown }) => params.error }),
    showWarning: assign({ warning: true }),
  },
  guards: {
    readOnly: ({ context }) => context.readOnly,
    retryable: (_, params: { error: unknown }) => isRetryable(params.error),
    retriesLeft: ({ context }) => context.retries < MARK_AS_READ_MAX_RETRIES,
  },
  delays: { retryDelay: MARK_AS_READ_RETRY_DELAY_MS },
}).createMachine({
  id: 'markAsRead',
  context: ({ input }) => ({
    request: { documentId: input.documentId, sentDate: input.sentDate },
    readOnly: input.readOnly,
    firstOpenDate: input.readOnly ? null : input.now(),
    retries: 0,
    warning: false,
    lastError: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'readOnly', target: 'skipped' }, { target: 'marking' }],
    },
    marking: {
      invoke: {
        id: 'markAsRead',
        src: 'markAsRead',
        input: ({ context }) => context.request,
        onDone: [
          {
            guard: ({ event }) => typeof event.output.firstOpenDate === 'string' && event.output.firstOpenDate.length > 0,
            target: 'marked',
            actions: assign({ firstOpenDate: ({ event }) => event.output.firstOpenDate }),
          },
          { target: 'failed', actions: { type: 'keepError', params: () => ({ error: new InvalidFirstOpenDate() }) } },
        ],
        onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      always: [
        { guard: { type: 'retryable', params: ({ context }) => ({ error: context.lastError }) }, target: 'checkingRetries' },
        { target: 'reported', actions: { type: 'report', params: ({ context }) => ({ error: context.lastError }) } },
      ],
    },
    checkingRetries: {
      always: [
        { guard: 'retriesLeft', target: 'waiting' },
        { target: 'gaveUp', actions: ['showWarning', { type: 'report', params: ({ context }) => ({ error: context.lastError }) }] },
      ],
    },
    waiting: {
      after: { retryDelay: { target: 'marking', actions: 'countRetry' } },
    },
    /** The server recorded the first open date. */
    marked: { type: 'final' },
    /** Retries spent: the warning shows. */
    gaveUp: { type: 'final' },
    /** A non-retryable error: reported only; the document still shows opened. */
    reported: { type: 'final' },
    /** An adviser: nothing is marked. */
    skipped: { type: 'final' },
  },
  output: ({ context }) => ({ firstOpenDate: context.firstOpenDate, warning: context.warning }),
});
