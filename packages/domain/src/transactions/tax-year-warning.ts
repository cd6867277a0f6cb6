// The tax-year contribution warning of spec §6/§8: only outside the client portal (the adviser
// view), and only for the two tax-year date ranges.

/** The date-range options the warning is for (spec §8 'two particular date-range options'). */
export const TAX_YEAR_WARNING_RANGE_IDS: readonly string[] = ['CURRENT_TAX_YEAR', 'LAST_TAX_YEAR'];

export function showsTaxYearWarning({ isClientPortal, rangeId }: { isClientPortal: boolean; rangeId: string }): boolean {
  return !isClientPortal && TAX_YEAR_WARNING_RANGE_IDS.includes(rangeId);
}
