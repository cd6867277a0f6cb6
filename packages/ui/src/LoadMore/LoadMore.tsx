/**
 * The end of a paged list (spec §7, §9): asks for more when the page is scrolled within 30 px of it,
 * and offers a visible 'Load more' button so keyboard and switch users can reach the oldest item.
 */
import { INFINITE_SCROLL_THRESHOLD_PX, commonTexts } from '@portal/domain';
import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { Button } from '../Button/Button.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './LoadMore.css.ts';
import { cx } from '../utils/cx.ts';

export interface LoadMoreProps {
  /** Whether there is more to show; nothing is asked for or offered without it. */
  hasMore: boolean;
  /** A page is being fetched: a spinner shows beside the button and nothing is asked for. @default false */
  isLoading?: boolean;
  /** Called once each time the end comes within `threshold` px of the viewport, and on the button. */
  onLoadMore: () => void;
  /** How many items are shown; a change re-arms the scroll trigger (a short page still fills the screen). */
  itemCount: number;
  /** @default INFINITE_SCROLL_THRESHOLD_PX (30) */
  threshold?: number;
  /** The button's text. */
  label: string;
  /**
   * Moves focus to the item at this index (the first new one) when items arrive while the button has
   * focus — otherwise a keyboard user would be left on a button that may vanish after the last page.
   */
  focusItem?: (index: number) => void;
  /** The spinner's accessible name. @default commonTexts.loading */
  loadingLabel?: string;
  className?: string;
}

export function LoadMore({
  hasMore,
  isLoading = false,
  onLoadMore,
  itemCount,
  threshold = INFINITE_SCROLL_THRESHOLD_PX,
  label,
  focusItem,
  loadingLabel = commonTexts.loading,
  className,
}: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useEffectEvent(onLoadMore);
  // Whether the button had focus last; a removed element gets no blur, so this outlives the button.
  const buttonFocused = useRef(false);
  const previousCount = useRef(itemCount);

  useLayoutEffect(() => {
    const firstNew = previousCount.current;
    previousCount.current = itemCount;
    if (itemCount > firstNew && buttonFocused.current && focusItem) {
      buttonFocused.current = false;
      focusItem(firstNew);
    }
  }, [itemCount, focusItem]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || isLoading || typeof IntersectionObserver === 'undefined') return;
    // One request per observer: a new one is made only after loading ends or the list grows, so a
    // burst of scroll events never asks twice for the same page.
    let asked = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (asked || !entries.some((entry) => entry.isIntersecting)) return;
        asked = true;
        loadMore();
      },
      { rootMargin: `0px 0px ${threshold}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, isLoading, threshold, itemCount]);

  if (!hasMore && !isLoading) return null;
  return (
    <div className={cx(styles.root, className)}>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" data-testid="load-more-sentinel" />
      {/* The button stays while loading so keyboard focus is not lost; it just asks nothing then.
          (Not RAC's isPending: its announcement would point at the spinner after it is gone.) */}
      <Button
        variant="secondary"
        onPress={() => !isLoading && onLoadMore()}
        onFocusChange={(isFocused) => (buttonFocused.current = isFocused)}
        data-loading={isLoading || undefined}
      >
        {label}
      </Button>
      {isLoading && <Spinner size="small" label={loadingLabel} />}
    </div>
  );
}
