import { describe, expect, it } from 'vitest';
import { cx } from './cx.ts';

describe('cx', () => {
  it('joins the truthy names with one space', () => {
    expect(cx('a', undefined, 'b', false, null, '', 'c')).toBe('a b c');
  });

  it('gives an empty string for no names', () => {
    expect(cx()).toBe('');
    expect(cx(undefined, false)).toBe('');
  });
});
