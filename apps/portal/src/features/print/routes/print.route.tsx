/**
 * /print?print&uuid=…&printRoute=… (spec §2 Print mode): outside the client shell, so no navigation,
 * inactivity timer, keepalive or client load; the loader reads the page state once. printRoute
 * (default: combined folio details) names the screen the state was taken from.
 */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { PrintPageState } from '@portal/api/browser';
import { printApi } from '../api.ts';
import { PrintPage } from '../components/PrintPage.tsx';

export async function loader({ request }: LoaderFunctionArgs): Promise<PrintPageState | null> {
  const uuid = new URL(request.url).searchParams.get('uuid');
  if (!uuid) return null;
  return printApi.pageState(uuid).catch(() => null);
}

export function Component() {
  return <PrintPage state={useLoaderData() as PrintPageState | null} />;
}
