export { CostsAndCharges, CostsTable } from './CostsAndCharges.tsx';
export type { CostsAccountSection, CostsAndChargesProps } from './CostsAndCharges.tsx';
export { CostsPeriodPicker } from './CostsPeriodPicker.tsx';
export type { CostsPeriodPickerProps, CostsPeriodValue, CostsTaxYearOption } from './CostsPeriodPicker.tsx';
export { costsCellText, costsTables, hasNoCharges } from './costs-tables.ts';
export type { CostsCell, CostsPart, CostsRow, CostsSectionValue, CostsTableModel } from './costs-tables.ts';
