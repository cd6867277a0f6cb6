/**
 * /print?print&uuid=…&printRoute=… (spec §2 Print mode): outside the client shell, so no navigation,
 * inactivity timer, keepalive or client load; the loader reads the page state once. printRoute
 * decides the page (default: combined folio details); a state that is not its page is not printed.
 */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { PrintPageState } from '@portal/api/browser';
import { PRINT_QUERY_PARAMS } from '@portal/domain';
import { printApi } from '../api.ts';
import { PrintPage } from '../components/PrintPage.tsx';

export interface PrintLoaderData {
  state: PrintPageState | null;
  printRoute: string | null;
}

export async function loader({ request }: LoaderFunctionArgs): Promise<PrintLoaderData> {
  const query = new URL(request.url).searchParams;
  const uuid = query.get(PRINT_QUERY_PARAMS.uuid);
  const printRoute = query.get(PRINT_QUERY_PARAMS.printRoute);
  if (!uuid) return { state: null, printRoute };
  return { state: await printApi.pageState(uuid).catch(() => null), printRoute };
}

export function Component() {
  const { state, printRoute } = useLoaderData() as PrintLoaderData;
  return <PrintPage state={state} printRoute={printRoute} />;
}
