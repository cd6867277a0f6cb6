/**
 * A test hook: the memoised row components report each render here, so a test (or a profiling
 * session) can count which rows re-render. Does nothing unless `onRender` is set.
 */
export type RenderedRowKind = 'event' | 'sub' | 'card';

export const transactionRowRenderProbe: { onRender: ((kind: RenderedRowKind, key: string) => void) | null } = {
  onRender: null,
};
