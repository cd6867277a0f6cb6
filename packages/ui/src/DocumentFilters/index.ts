export { DocumentFilters, defaultDocumentFiltersLabels } from './DocumentFilters.tsx';
export type { DocumentFiltersLabels, DocumentFiltersProps, DocumentFiltersValue } from './DocumentFilters.tsx';
