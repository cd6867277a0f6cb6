// The per-account login throttle's rules (SECURITY.md, ASVS 6.1.1 / 6.3.8): no delay below the threshold,
// then a delay that doubles per failure up to a cap; known users keyed by id, unknown names by a hash.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { THROTTLE_BASE_SECONDS, THROTTLE_MAX_SECONDS, throttleDelaySeconds, throttleKey, throttleOpen } from './throttle.ts';

describe('login throttle rules', () => {
  it('waits nothing below the threshold, 30 s at it, then doubles per failure', () => {
    expect(THROTTLE_BASE_SECONDS).toBe(30);
    expect(throttleDelaySeconds(0, 5)).toBe(0);
    expect(throttleDelaySeconds(4, 5)).toBe(0);
    expect(throttleDelaySeconds(5, 5)).toBe(30);
    expect(throttleDelaySeconds(6, 5)).toBe(60);
    expect(throttleDelaySeconds(7, 5)).toBe(120);
    expect(throttleDelaySeconds(3, 3)).toBe(30);
  });

  it('never makes anyone wait more than 15 minutes, however many failures (no lock a stranger can set for good)', () => {
    expect(THROTTLE_MAX_SECONDS).toBe(900);
    expect(throttleDelaySeconds(9, 5)).toBe(480);
    expect(throttleDelaySeconds(10, 5)).toBe(900);
    expect(throttleDelaySeconds(30, 5)).toBe(900);
    // Huge counts stay finite (the exponent is capped too).
    expect(throttleDelaySeconds(1e6, 5)).toBe(900);
  });

  it('keys a known user by id, so every alias shares one count', () => {
    expect(throttleKey(42, 'jane@example.com')).toBe('user:42');
    expect(throttleKey(42, 'C123')).toBe('user:42');
    expect(throttleKey(0, 'x')).toBe('user:0');
  });

  it('keys an unknown name by a hash of it, never in clear, ignoring case and surrounding spaces', () => {
    const key = throttleKey(null, '  Nobody@Example.com ');
    const expected = createHash('sha256').update('nobody@example.com').digest('base64url');
    expect(key).toBe(`name:${expected}`);
    expect(key).not.toContain('nobody');
    expect(throttleKey(null, 'NOBODY@example.com')).toBe(key);
    expect(throttleKey(null, 'somebody@example.com')).not.toBe(key);
  });

  it('opens an account again exactly when its delay has passed since the last failure', () => {
    const last = new Date('2026-01-01T10:00:00Z');
    const at = (seconds: number) => new Date(last.getTime() + seconds * 1000);
    expect(throttleOpen(4, last, last, 5)).toBe(true);
    expect(throttleOpen(5, last, at(29.999), 5)).toBe(false);
    expect(throttleOpen(5, last, at(30), 5)).toBe(true);
    expect(throttleOpen(6, last, at(59), 5)).toBe(false);
    expect(throttleOpen(6, last, at(60), 5)).toBe(true);
  });
});
