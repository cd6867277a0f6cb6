export { PrintFrontPage, PrintTable } from './PrintReport.tsx';
export type { PrintFrontPageProps, PrintTableProps } from './PrintReport.tsx';
