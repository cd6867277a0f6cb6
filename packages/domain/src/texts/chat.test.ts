// The live support chat's parameterised texts: the place in the queue (review M8) and the e-mail check.
import { describe, expect, it } from 'vitest';
import { CHAT } from './chat.ts';

describe('CHAT', () => {
  it('says "next" for the first place and the number for any other', () => {
    expect(CHAT.queuePosition(1)).toBe('You are next in the queue.');
    expect(CHAT.queuePosition(2)).toBe('You are number 2 in the queue.');
    expect(CHAT.queuePosition(12)).toBe('You are number 12 in the queue.');
  });

  it('names the address the code went to', () => {
    expect(CHAT.codeIntro('ann@example.org')).toBe('We have e-mailed a 6-digit code to ann@example.org. Enter it here to start the chat.');
  });
});
