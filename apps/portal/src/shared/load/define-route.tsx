/**
 * A loader route with the retry count of spec §8 'General' (shared/load/retries.ts): defineRoute
 * owns the route's id, counts the attempt when its loader runs, revalidates for its own Retry (and
 * as React Router would when the URL changes), and hands the count and the Retry to the page by
 * context (useRouteRetry), so no component takes a route id.
 *
 *   export const { loader, shouldRevalidate, Component } = defineRoute({ id: 'news', load, Page: NewsPage });
 */
import { createContext, useContext, useMemo, type ComponentType } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunction, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { loadAttempt, retryPending, useRetry } from './retries.ts';

/** What a page's failure message needs: the retries in a row so far and the Retry that counts one more. */
export interface RouteRetry {
  /** The route's id: the key of its request tracking. */
  id: string;
  retries: number;
  retry: () => void;
}

const RouteRetryContext = createContext<RouteRetry | null>(null);

/** The Retry of the route the component renders in (defineRoute's, or ClientLayout's for the shell). */
export function useRouteRetry(): RouteRetry {
  const value = useContext(RouteRetryContext);
  if (!value) throw new Error('useRouteRetry outside a route made by defineRoute');
  return value;
}

export const RouteRetryProvider = RouteRetryContext.Provider;

/** The id of the route the component renders in, if it has one: Deferred settles that route's request with what it renders. */
export function useRouteRequestId(): string | null {
  return useContext(RouteRetryContext)?.id ?? null;
}

/** The value of RouteRetryProvider for the route `id` with this run's count. */
export function useRouteRetryValue(id: string, retries: number): RouteRetry {
  const retry = useRetry(id);
  return useMemo(() => ({ id, retries, retry }), [id, retries, retry]);
}

/**
 * A route's shouldRevalidate: its loader runs again for its own Retry, never for another route's
 * Retry (the same URL), and otherwise as React Router would (its params or search changed).
 */
function retryAwareRevalidation(routeId: string) {
  return ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean => {
    if (retryPending(routeId)) return true;
    if (!formMethod && currentUrl.href === nextUrl.href) return false;
    return defaultShouldRevalidate;
  };
}

interface RouteData<T> {
  data: T;
  retries: number;
}

export interface RouteDefinition<T extends object> {
  /** Unique among routes: the key of the retry count. */
  id: string;
  /** Starts the route's data (unawaited promises handed over with `deferred`), or throws a redirect. */
  load: (args: LoaderFunctionArgs) => T | Promise<T>;
  /** The page, given the loaded data as props. */
  Page: ComponentType<T>;
  /**
   * 'url' (the default): the loader runs again for its own Retry or a new URL (never for another
   * route's Retry on the same URL); 'retry': only for its own Retry (a layout whose data does not
   * depend on the URL below it); 'default': as React Router would (a page without a Retry, whose
   * loader also runs again on a link to its own URL).
   */
  revalidate?: 'url' | 'retry' | 'default';
}

/** A lazy route module's loader, shouldRevalidate and Component for one loader route. */
export function defineRoute<T extends object>({ id, load, Page, revalidate = 'url' }: RouteDefinition<T>) {
  async function loader(args: LoaderFunctionArgs): Promise<RouteData<T>> {
    const url = new URL(args.request.url);
    const retries = loadAttempt(id, url.pathname + url.search);
    return { data: await load(args), retries };
  }
  const shouldRevalidate: ShouldRevalidateFunction =
    revalidate === 'retry'
      ? () => retryPending(id)
      : revalidate === 'default'
        ? ({ defaultShouldRevalidate }) => defaultShouldRevalidate
        : retryAwareRevalidation(id);
  function Component() {
    const { data, retries } = useLoaderData() as RouteData<T>;
    const value = useRouteRetryValue(id, retries);
    return (
      <RouteRetryProvider value={value}>
        <Page {...data} />
      </RouteRetryProvider>
    );
  }
  Component.displayName = `Route(${id})`;
  return { loader, shouldRevalidate, Component };
}
