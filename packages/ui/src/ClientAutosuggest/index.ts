export { ClientAutosuggest, type ClientAutosuggestProps } from './ClientAutosuggest.tsx';
