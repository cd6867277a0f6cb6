export { ContactBlock } from './ContactBlock.tsx';
export type { ContactBlockProps, ContactRow } from './ContactBlock.tsx';
