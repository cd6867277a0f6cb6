/** Spec §3 'Request tracking' and §4 generic request status: the record of one route's data set and its retry count. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@portal/api/browser';
import {
  DEFAULT_REQUEST,
  failureCode,
  isNetworkFailure,
  onRequestFailed,
  requestFailed,
  requestStarted,
  requestSucceeded,
  requestTracking,
  resetRequestTracking,
  startRequest,
  trackRequest,
} from './request-tracking.ts';

afterEach(() => resetRequestTracking());

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('request tracking transitions', () => {
  it('goes DEFAULT → LOADING → SUCCESS, with every field of spec §3', () => {
    expect(DEFAULT_REQUEST).toEqual({
      status: 'DEFAULT',
      errorMessage: null,
      errorCode: null,
      severity: null,
      numberOfRetries: 0,
      href: null,
    });
    const loading = requestStarted(DEFAULT_REQUEST, '/client/news', false);
    expect(loading).toEqual({ ...DEFAULT_REQUEST, status: 'LOADING', href: '/client/news' });
    expect(requestSucceeded(loading)).toEqual({ ...loading, status: 'SUCCESS' });
  });

  it('a failure keeps its message, code and severity until the next in-progress', () => {
    const failed = requestFailed(requestStarted(DEFAULT_REQUEST, '/a', false), new Error('boom'), '1234');
    expect(failed).toMatchObject({ status: 'ERROR', errorMessage: 'boom', errorCode: '1234', severity: 'error', href: '/a' });
    expect(requestFailed(failed, 'plain', '5678').errorMessage).toBe('plain');
    expect(requestStarted(failed, '/a', false)).toMatchObject({ status: 'LOADING', errorMessage: null, errorCode: null, severity: null });
  });

  it('the retry count rises on each new in-progress after a failure or a Retry, and starts at 0 for a new href or after a success', () => {
    let t = requestStarted(DEFAULT_REQUEST, '/a', false);
    t = requestStarted(requestFailed(t, new Error('x'), '1'), '/a', false);
    expect(t.numberOfRetries).toBe(1);
    t = requestStarted(requestFailed(t, new Error('x'), '1'), '/a', true);
    expect(t.numberOfRetries).toBe(2);
    // The user's Retry counts even when the failure has not been recorded yet.
    expect(requestStarted(t, '/a', true).numberOfRetries).toBe(3);
    expect(requestStarted(requestFailed(t, new Error('x'), '1'), '/b', false).numberOfRetries).toBe(0);
    expect(requestStarted(requestSucceeded(t), '/a', false).numberOfRetries).toBe(0);
  });

  it('a network failure is one without an answer', () => {
    expect(isNetworkFailure(new ApiError({ kind: 'network' }))).toBe(true);
    expect(isNetworkFailure(new ApiError({ kind: 'http', status: 500 }))).toBe(false);
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('one error code per failed promise', () => {
    const promise = Promise.resolve();
    expect(failureCode(promise)).toMatch(/^\d{4}$/);
    expect(failureCode(promise)).toBe(failureCode(promise));
  });
});

describe('the request store', () => {
  it('settles the current run from the promise the page renders, and tells listeners of a failure', async () => {
    const heard = vi.fn();
    const stop = onRequestFailed(heard);
    startRequest('news', '/client/news', false);
    const ok = Promise.resolve('data');
    trackRequest('news', ok);
    await flush();
    expect(requestTracking('news').status).toBe('SUCCESS');

    startRequest('news', '/client/news', true);
    const error = new ApiError({ kind: 'network' });
    const failing = Promise.reject(error);
    trackRequest('news', failing);
    await flush();
    const failed = requestTracking('news');
    expect(failed).toMatchObject({ status: 'ERROR', numberOfRetries: 1, errorCode: failureCode(failing), href: '/client/news' });
    expect(heard).toHaveBeenCalledWith('news', failed, error);
    stop();
  });

  it('a promise of an earlier run settling late changes nothing', async () => {
    const heard = vi.fn();
    const stop = onRequestFailed(heard);
    startRequest('page', '/p', false);
    let reject: (e: unknown) => void = () => undefined;
    const late = new Promise((_, r) => (reject = r));
    trackRequest('page', late);
    startRequest('page', '/q', false);
    reject(new Error('late'));
    await flush();
    expect(requestTracking('page').status).toBe('LOADING');
    expect(heard).not.toHaveBeenCalled();
    stop();
  });

  it('reset forgets every record', () => {
    startRequest('page', '/p', false);
    resetRequestTracking();
    expect(requestTracking('page')).toBe(DEFAULT_REQUEST);
  });
});
