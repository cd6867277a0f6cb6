// Exact money and unit arithmetic shared by the simulation and the valuation: cash in integer
// pence, units in integer millionths, holding values rounded to the penny one way everywhere.

/** Pounds (2 dp) → integer pence. */
export const toPence = (pounds: number): number => Math.round(pounds * 100);
/** Integer pence → pounds. */
export const fromPence = (pence: number): number => pence / 100;
/** Units (6 dp) → integer millionths. */
export const toMicro = (units: number): number => Math.round(units * 1e6);
/** Integer millionths → units. */
export const fromMicro = (micro: number): number => micro / 1e6;
/** Value of a holding in pence: units × price rounded to the penny (half away from zero). */
export const holdingValuePence = (micro: number, price: number): number => Math.round((micro * price) / 1e4);
/** Rounds pounds to the penny. */
export const roundPounds = (pounds: number): number => Math.round(pounds * 100) / 100;
