/**
 * Chunks cut for the first visit to a client page: a few scripts rather than many small ones.
 *
 * Lighthouse's mobile simulation (slow 4G, 150 ms round trips, six connections to one HTTP/1.1
 * origin) charges a round trip per request, so the default chunking's 39–66 small shared scripts on
 * /client/home, folio details and transactions cost more than their bytes. Each group below takes the
 * modules its test matches and, recursively, their imports not already taken by a group of higher
 * priority:
 * - `early`: the early-request entry (route-pages.ts), which must not wait for the app's entry;
 * - `initial`: the app's entry and everything it imports statically;
 * - `client-layout`: the client shell, on every client page;
 * - `home`: the home page's route module (the first page after sign-in) and its imports;
 * - `shell-lazy`: the inactivity watch (XState), which the shell loads once its first render is
 *   painted: after home so that the home page never loads it before its first render, and before the
 *   other pages so that on the home page it does not pull in another page's chunk;
 * - `tables-menus`: the tables and menus folio details and transactions both show;
 * - `folio-details`, then `transactions`: a module both use sits in the first, which the second loads.
 * Measured (Lighthouse mobile, median of 3, default chunking → these groups): /client/home 85 → 92
 * (39 → 5 scripts), folio details 75 → 90 (58 → 8), transactions 86 → 85 (66 → 9); with the locale
 * trimming and the deferred chart and timer that followed: 95, 93 and 90; with the app's scripts at low
 * fetch priority and its modules evaluated after React's (route-pages.ts, src/main.tsx): 96, 96 and 96
 * (`npm run bench -- lighthouse`).
 * The other routes' own modules keep the default chunking, but a module they share with a group above
 * sits in that group's chunk, so they load it whole: Analysis and Personal details preload home,
 * folio details, transactions, tables-menus and shell-lazy (~130 KiB gzip, much of it other pages'
 * code), and `tables-menus` is Analysis's longest task in a Lighthouse trace (~330 ms). Why this is still a
 * hand-kept list, and what was tried: docs/architecture/portal.md, "Each route's page".
 */

export const pageChunkGroups = [
  { name: 'early', test: /src\/app\/early-entry\.ts$/, priority: 30 },
  { name: 'initial', tags: ['$initial' as const], priority: 20 },
  { name: 'client-layout', test: /src\/app\/shell\/ClientLayout\.tsx$/, priority: 10 },
  { name: 'home', test: /src\/features\/portfolio\/routes\/home\.route\.tsx$/, priority: 5 },
  { name: 'shell-lazy', test: /src\/app\/shell\/InactivityWatch\.tsx$/, priority: 4 },
  {
    name: 'tables-menus',
    test: /packages\/ui\/src\/(DownloadMenu|HoldingsTable|TransactionTable|InfoPopover)\/\w+\.tsx$/,
    priority: 3.9,
  },
  { name: 'transactions', test: /src\/features\/transactions\/routes\/transactions\.route\.tsx$/, priority: 2 },
  { name: 'folio-details', test: /src\/features\/portfolio\/routes\/folio-details\.route\.tsx$/, priority: 3 },
];
