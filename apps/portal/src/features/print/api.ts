/** The print feature's one call: the page state the print service holds for this print (read once). */
import { call, routes, type PrintPageState } from '@portal/api/browser';

export const printApi = {
  pageState: (uuid: string): Promise<PrintPageState> => call(routes.printState, { params: { uuid } }),
};
