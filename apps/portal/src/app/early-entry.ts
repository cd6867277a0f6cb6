/**
 * The client pages' second, tiny entry (build-tools/early-requests.ts puts it first in their HTML):
 * starts session-info and the client record before the app's JS has arrived.
 */
import { startEarlyRequests } from '../shared/early-requests.ts';

startEarlyRequests(window.location.search);
