// The waterfall's sentence and the returns' texts (issue 32), in the package that owns them: the
// sentence's arithmetic (what is paid in, what the investments did, what the charges were) and each of
// its wordings, on hand-worked steps.
import { describe, expect, it } from 'vitest';
import { returnsTexts, waterfallSentence, waterfallTexts, type WaterfallStepText } from './returns.ts';

const steps = (entries: Partial<Record<WaterfallStepText, number>>) =>
  Object.entries(entries).map(([step, amount]) => ({ step: step as WaterfallStepText, amount }));
const YEAR = waterfallTexts.periodPreset('Last 12 months');

describe('waterfallSentence', () => {
  it('reads the issue example: paid in, from the investments, after charges', () => {
    const isa = steps({
      opening: 20_000,
      moneyIn: 3_000,
      income: 300,
      platformCharges: -75,
      adviserOngoing: -100,
      marketMovement: 1_085,
      closing: 24_210,
    });
    expect(waterfallSentence('ISA', isa, YEAR)).toBe(
      'Your ISA grew by £4,210 over the last 12 months: £3,000 you paid in and £1,385 from the investments, after £175 of charges.',
    );
  });

  it('counts money out, adjustments and transfers with money in, and every kind of charge', () => {
    const pension = steps({
      opening: 50_000,
      moneyIn: 1_000,
      moneyOut: -7_000,
      adjustmentsAndTransfers: 150,
      platformCharges: -100,
      adviserOngoing: -200,
      adviserInitialAndAdHoc: -300,
      investmentManagementFees: -455,
      marketMovement: -3_095,
      closing: 40_000,
    });
    expect(waterfallSentence('Pension', pension, waterfallTexts.period('28.05.25', '28.05.26'))).toBe(
      'Your Pension fell by £10,000 between 28.05.25 and 28.05.26: £5,850 you took out and £3,095 lost on the investments, after £1,055 of charges.',
    );
  });

  it('says so when the value did not change, and when charges were refunded', () => {
    const flat = steps({ opening: 1_000, rebates: 0, platformCharges: 10, marketMovement: -10, closing: 1_000 });
    expect(waterfallSentence('GIA', flat, YEAR)).toBe(
      'Your GIA did not change over the last 12 months: £0 you paid in and £10 lost on the investments, with £10 of charges refunded.',
    );
  });

  it('works in pennies: amounts that do not add up in floating point still read whole pounds', () => {
    const pennies = steps({ opening: 0.1, moneyIn: 0.2, marketMovement: 0.7, closing: 1 });
    expect(waterfallSentence('ISA', pennies, YEAR)).toBe(
      'Your ISA grew by £1 over the last 12 months: £0 you paid in and £1 from the investments, after £0 of charges.',
    );
  });
});

describe('the returns and waterfall texts', () => {
  it('fill in their values', () => {
    expect(returnsTexts.measured('01.01.25', '31.12.25')).toBe('Measured from 01.01.25 to 31.12.25.');
    expect(waterfallTexts.summary('£1', '£2')).toBe(
      'Waterfall from an opening value of £1 to a closing value of £2; each step is in the table.',
    );
    expect(waterfallTexts.period('a', 'b')).toBe('between a and b');
    expect(YEAR).toBe('over the last 12 months');
  });
});
