// The client's chat hook: the machine's states and errors as the panel's (review M8: the e-mail check, the place in the queue).
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromCallback } from 'xstate';
import { ApiError } from '@portal/api/browser';
import type { SupportConversation } from '@portal/api/browser';
import { CHAT } from '@portal/domain';
import { useSupportChat } from './use-support-chat.ts';

const api = vi.hoisted(() => ({ start: vi.fn(), verifyEmail: vi.fn() }));
vi.mock('../api.ts', () => ({
  supportApi: {
    start: api.start,
    verifyEmail: api.verifyEmail,
    conversation: vi.fn(() => new Promise(() => undefined)),
    transcriptHref: (id: number) => `/transcript/${id}`,
  },
}));
// The stream never opens here: the conversation as the code answered it is what the panel shows.
vi.mock('./events-actor.ts', () => ({ eventsActor: fromCallback(() => undefined) }));

const waiting: SupportConversation = {
  conversationId: 7,
  status: 'waiting',
  clientName: 'Ann Visitor',
  clientReference: null,
  visitorEmail: 'ann@example.org',
  agentName: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  claimedAt: null,
  endedAt: null,
  messages: [],
  queuePosition: 2,
};

afterEach(() => vi.useRealTimers());

describe('useSupportChat', () => {
  it('asks a new visitor for the code, says why one failed, and shows the place in the queue once it opens', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    api.start.mockResolvedValue({ emailCheck: { email: 'ann@example.org', expiresAt: '2026-11-24T10:10:00.000Z' } });
    api.verifyEmail
      .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 400, code: 'Invalid' }))
      .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 409, code: 'Invalid' }))
      .mockResolvedValueOnce(waiting);
    const { result } = renderHook(() => useSupportChat({ visitor: true, maxLength: 1000 }));
    expect(result.current.state).toBe('details');
    act(() => result.current.send({ type: 'SUBMIT_DETAILS', details: { name: 'Ann Visitor', email: 'ann@example.org' } }));
    await waitFor(() => expect(result.current.state).toBe('verifying'));
    expect(result.current.codeEmail).toBe('ann@example.org');
    act(() => result.current.send({ type: 'SUBMIT_CODE', code: '000000' }));
    await waitFor(() => expect(result.current.codeError).toBe(CHAT.codeWrong));
    expect(result.current.codeSpent).toBe(false);
    act(() => result.current.send({ type: 'SUBMIT_CODE', code: '000001' }));
    await waitFor(() => expect(result.current.codeError).toBe(CHAT.codeExpired));
    expect(result.current.codeSpent).toBe(true);
    act(() => result.current.send({ type: 'SUBMIT_CODE', code: '123456' }));
    await waitFor(() => expect(result.current.state).toBe('waiting'));
    expect(result.current.queuePosition).toBe(2);
    expect(result.current.codeError).toBeNull();
  });

  it("goes back to the details given with 'Change my details', to correct rather than retype", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    api.start.mockResolvedValue({ emailCheck: { email: 'ann@exmaple.org', expiresAt: '2026-11-24T10:10:00.000Z' } });
    const { result } = renderHook(() => useSupportChat({ visitor: true, maxLength: 1000 }));
    expect(result.current.visitorDetails).toBeNull();
    act(() => result.current.send({ type: 'SUBMIT_DETAILS', details: { name: 'Ann Visitor', email: 'ann@exmaple.org' } }));
    await waitFor(() => expect(result.current.state).toBe('verifying'));
    act(() => result.current.send({ type: 'CHANGE_DETAILS' }));
    expect(result.current.state).toBe('details');
    expect(result.current.visitorDetails).toEqual({ name: 'Ann Visitor', email: 'ann@exmaple.org' });
  });

  it('says why a start was refused: too many chats from here, or everyone busy', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    api.start.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 429, code: 'RateLimited' }));
    const { result } = renderHook(() => useSupportChat({ visitor: true, maxLength: 1000 }));
    act(() => result.current.send({ type: 'SUBMIT_DETAILS', details: { name: 'Ann Visitor', email: 'ann@example.org' } }));
    await waitFor(() => expect(result.current.state).toBe('failed'));
    expect(result.current.failedText).toBe(CHAT.tooManyStarts);
    api.start.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 503, code: 'ServiceUnavailable' }));
    act(() => result.current.send({ type: 'RETRY' }));
    await waitFor(() => expect(result.current.failedText).toBe(CHAT.busy));
  });
});
