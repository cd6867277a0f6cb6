import { describe, expect, it } from 'vitest';
import { COST_LINES } from '../costs/costs.ts';
import { costsFileName, costsTexts } from './costs.ts';

describe('costs texts', () => {
  it('names every cost line', () => {
    expect(Object.keys(costsTexts.lines)).toEqual([...COST_LINES]);
  });

  it('marks the current tax year among the options', () => {
    expect(costsTexts.taxYearOption('2026/27', true)).toBe('2026/27 (this tax year)');
    expect(costsTexts.taxYearOption('2025/26', false)).toBe('2025/26');
  });

  it('words the period and the captions', () => {
    expect(costsTexts.period('06.04.26', '28.11.26')).toBe('06.04.26 to 28.11.26');
    expect(costsTexts.costsCaption('ISA 1234', 'x')).toBe('Costs and charges of ISA 1234, x');
    expect(costsTexts.effectCaption('ISA 1234')).toBe('Effect of costs on the return of ISA 1234');
    expect(costsTexts.nextYearCaption('ISA 1234')).toBe('Illustration of the next 12 months of costs of ISA 1234');
  });

  it('names the downloads after the client and the period', () => {
    expect(costsFileName(1042, '2026-04-06', '2026-11-28', 'csv')).toBe('CostsAndCharges-1042-2026-04-06-2026-11-28.csv');
    expect(costsFileName('7', '2025-04-06', '2026-04-05', 'pdf')).toBe('CostsAndCharges-7-2025-04-06-2026-04-05.pdf');
  });
});
