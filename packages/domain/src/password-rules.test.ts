import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_IDS,
  checkPassword,
  containsDate,
  passwordRuleText,
  passwordRules,
} from './password-rules.ts';

const GOOD = 'Blue#Kettle7';

describe('checkPassword', () => {
  it('accepts a password meeting every rule', () => {
    expect(checkPassword({ password: GOOD, confirm: GOOD, username: 'jsmith' })).toEqual({ ok: true, unmet: [] });
  });

  it.each([
    ['BLUE#KETTLE7', 'lowercase'],
    ['blue#kettle7', 'uppercase'],
    ['Blue#Kettle!', 'number'],
    ['BlueKettle77', 'specialCharacter'],
  ])('flags %s', (password, rule) => {
    expect(checkPassword({ password }).unmet).toEqual([rule]);
  });

  it('checks length from 8 to 25 characters', () => {
    expect(checkPassword({ password: 'Ab#7wxyz' }).ok).toBe(true);
    expect(checkPassword({ password: 'Ab#7wxy' }).unmet).toEqual(['length']);
    const max = `Ab#7${'x'.repeat(PASSWORD_MAX_LENGTH - 4)}`;
    expect(max.length).toBe(25);
    expect(checkPassword({ password: max }).ok).toBe(true);
    expect(checkPassword({ password: `${max}y` }).unmet).toEqual(['length']);
  });

  it.each(['S3cur!ty', 's3cur!ty', '1234', 'QWERTY', 'dragon', 'LetMeIn', 'one', 'Seven', 'ten', 'partner', 'life', '£'])(
    'refuses the forbidden word %s',
    (word) => {
      expect(checkPassword({ password: `Xq#7${word}zz` }).unmet).toContain('noForbiddenWords');
    },
  );

  it('refuses a password containing the username, case-insensitively', () => {
    expect(checkPassword({ password: 'Xx#7JSmithz', username: 'jsmith' }).unmet).toEqual(['noUsername']);
    expect(checkPassword({ password: 'Xx#7JSmithz', username: '' }).ok).toBe(true);
    expect(checkPassword({ password: 'Xx#7JSmithz', username: '  ' }).ok).toBe(true);
  });

  it('needs both boxes to match when a confirmation is given', () => {
    expect(checkPassword({ password: GOOD, confirm: 'Blue#Kettle8' }).unmet).toEqual(['match']);
    expect(checkPassword({ password: GOOD, confirm: '' }).unmet).toEqual(['match']);
    expect(checkPassword({ password: GOOD }).ok).toBe(true);
  });

  it('lists every unmet rule in rule order', () => {
    expect(checkPassword({ password: '', confirm: 'x' }).unmet).toEqual([
      'lowercase',
      'uppercase',
      'number',
      'specialCharacter',
      'length',
      'match',
    ]);
  });

  it('is ok exactly when nothing is unmet, and unmet is a subset of the rule ids in order', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }),
        fc.option(fc.string({ maxLength: 30 }), { nil: undefined }),
        fc.string({ maxLength: 6 }),
        (password, confirm, username) => {
          const result = checkPassword({ password, confirm, username });
          expect(result.ok).toBe(result.unmet.length === 0);
          const order = result.unmet.map((id) => PASSWORD_RULE_IDS.indexOf(id));
          expect(order).toEqual([...order].sort((a, b) => a - b));
          expect(order.every((i) => i >= 0)).toBe(true);
        },
      ),
    );
  });

  it('flags length for every string outside 8–25 code points', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (password) => {
        const length = Array.from(password).length;
        const unmet = checkPassword({ password }).unmet.includes('length');
        expect(unmet).toBe(length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH);
      }),
    );
  });
});

describe('containsDate', () => {
  it.each([
    '12/05/1990',
    '1990',
    '12-05-90',
    '120590',
    '1.5.90',
    '12 05 1990',
    '1990-05-12',
    '12051990',
    '19900512',
    'Abc#2024x',
    'x31.12.99y',
  ])('%s contains a date', (text) => {
    expect(containsDate(text)).toBe(true);
  });

  it.each(['123', '98765', '4321', '3000', '1899', 'Blue#Kettle7', '7/7', '13/13/13', '123456789', '999999'])(
    '%s contains no date',
    (text) => {
      expect(containsDate(text)).toBe(false);
    },
  );

  it('flags a password with a date', () => {
    expect(checkPassword({ password: 'Ab#x12/05/1990' }).unmet).toEqual(['noDates']);
  });
});

describe('rule texts', () => {
  it('has a short text for every rule, and the spec wording for match', () => {
    expect(passwordRules.map((r) => r.id)).toEqual([...PASSWORD_RULE_IDS]);
    expect(passwordRuleText('match')).toBe('To match in both boxes');
    expect(passwordRuleText('length')).toBe('Between 8 and 25 characters');
    for (const rule of passwordRules) expect(rule.text.length).toBeLessThanOrEqual(50);
  });
});

describe('containsDate: only possible days, months and years count', () => {
  it.each([
    '32/05/90',
    '00/05/90',
    '12/13/90',
    '12/00/90',
    '12/05/1899',
    '12/05/2100',
    '12/05/199',
    '132/05/90',
    '12/05/901',
    '12/05x90',
    '1899-05-12',
    '2100-05-12',
    '32051990',
    '00051990',
    '12131990',
    '12001990',
    '12051899',
    '18990512',
    '19901301',
    '19900532',
    '19900500',
    '321290',
    '001290',
    '121390',
    '120090',
    '2100',
  ])('%s is not a date', (text) => {
    expect(containsDate(text)).toBe(false);
  });

  it.each([
    '31/12/2099',
    '01/01/1900',
    '2099-12-31',
    '1900-01-01',
    '31122099',
    '01011900',
    '20991231',
    '19000101',
    '311299',
    '010100',
    '1900',
    '2099',
  ])('%s, at the edge of the ranges, is a date', (text) => {
    expect(containsDate(text)).toBe(true);
  });
});
