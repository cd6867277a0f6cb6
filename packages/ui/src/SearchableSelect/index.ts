export { SearchableSelect } from './SearchableSelect.tsx';
export type { SearchableSelectItem, SearchableSelectProps } from './SearchableSelect.tsx';
export { searchableSelectSizes } from './sizes.ts';
