export { DocumentList, defaultDocumentListLabels } from './DocumentList.tsx';
export type { DocumentListItem, DocumentListLabels, DocumentListProps } from './DocumentList.tsx';
