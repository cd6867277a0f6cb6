import { afterEach, describe, expect, it, vi } from 'vitest';
import { STALE_CHUNK_RELOAD_KEY, installStaleChunkReload } from './stale-chunks.ts';

function preloadError(target: EventTarget): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  target.dispatchEvent(event);
  return event;
}

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('stale chunks after a deploy (vite:preloadError)', () => {
  const target = Object.assign(new EventTarget(), { location: { reload: vi.fn() } });
  let uninstall = () => {};
  afterEach(() => {
    uninstall();
    target.location.reload.mockReset();
  });

  it('reloads the page once and marks the error handled', () => {
    const storage = memoryStorage();
    uninstall = installStaleChunkReload(target as never, storage, () => 1_000_000);
    const event = preloadError(target);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    expect(storage.getItem(STALE_CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again within a minute of the last reload: the error goes on', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    uninstall = installStaleChunkReload(target as never, storage, () => now);
    preloadError(target);
    now += 59_000;
    const second = preloadError(target);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
    // A later deploy reloads again.
    now += 2_000;
    preloadError(target);
    expect(target.location.reload).toHaveBeenCalledTimes(2);
  });

  it('survives the reload: the mark in session storage stops a loop in the reloaded page', () => {
    const storage = memoryStorage();
    uninstall = installStaleChunkReload(target as never, storage, () => 5_000_000);
    preloadError(target);
    uninstall();
    // The reloaded page installs the handler again over the same session storage.
    uninstall = installStaleChunkReload(target as never, storage, () => 5_010_000);
    expect(preloadError(target).defaultPrevented).toBe(false);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads without session storage (it could not remember having done so)', () => {
    uninstall = installStaleChunkReload(target as never, null);
    expect(preloadError(target).defaultPrevented).toBe(false);
    expect(target.location.reload).not.toHaveBeenCalled();
  });

  it('stops listening when uninstalled', () => {
    installStaleChunkReload(target as never, memoryStorage())();
    preloadError(target);
    expect(target.location.reload).not.toHaveBeenCalled();
  });
});
