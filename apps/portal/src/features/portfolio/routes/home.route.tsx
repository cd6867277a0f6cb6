/**
 * /client/home (spec §2 Home): the client's accounts under 'My accounts' and 'My closed accounts'
 * from the shell's client resource; the loader starts the combined performance graph's data (only
 * when there is an open account), which the page shows when it arrives. Not a defineRoute: the graph
 * has no Retry (a failure leaves it out), and defineRoute's module would push /client/home's first
 * load past its byte budget.
 */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { COMBINED_ACCOUNT_KEY, isClosedAccount } from '@portal/domain';
import type { PortfolioPerformance } from '@portal/api/browser';
import { sessionClientResource } from '../../../shared/client/client-resource.ts';
import { deferred } from '../../../shared/load/Deferred.tsx';
import { portfolioApi } from '../api.ts';
import { HomePage } from '../components/HomePage.tsx';

export interface HomeLoaderData {
  /** The combined valuation over the default range (spec §9: last 12 months); null without open accounts. */
  performance: Promise<PortfolioPerformance | null>;
}

export function loader({ request }: LoaderFunctionArgs): HomeLoaderData {
  // The range's date code loads beside the client call, which the graph's request waits for anyway.
  const range = import('../default-range.ts').then((m) => m.defaultDateRange());
  const performance = Promise.all([sessionClientResource(portfolioApi.client), range]).then(([client, { startDate, endDate }]) =>
    client.accounts.some((a) => !isClosedAccount(a))
      ? portfolioApi.portfolioPerformance(COMBINED_ACCOUNT_KEY, startDate, endDate, request.signal)
      : null,
  );
  return { performance: deferred(performance) };
}

export function Component() {
  const { performance } = useLoaderData() as HomeLoaderData;
  return <HomePage performance={performance} />;
}
