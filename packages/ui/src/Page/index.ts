export { PageContainer, PageHeading } from './Page.tsx';
export type { PageContainerProps, PageHeadingProps } from './Page.tsx';
