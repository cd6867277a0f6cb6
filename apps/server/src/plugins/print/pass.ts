/**
 * The print pass: what lets the print browser's own requests through the load-shedding gate.
 *
 * A PDF is a request the instance has already admitted, and its page then asks the portal for its
 * HTML, scripts and page state. Refused 503 at the door while the server is busy, the page never
 * became ready and every PDF under load waited out its timeout (issue 33: all of the mix's prints took
 * 10 s). The print browser sends this header with every request of a job's page; the gate lets such a
 * request in without the pressure checks or a turn. It grants nothing else: the page state is still
 * read by its one-time id, the session rules are unchanged.
 *
 * The value is a secret. Printed through a separate print service, the page loads from the public
 * address and may reach any instance, so it is derived from the print service's token, which every
 * instance shares; otherwise the page loads from this instance's loopback and a random value per
 * process serves.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const PRINT_PASS_HEADER = 'x-portal-print-pass';

export function printPass(serviceToken: string | null): string {
  return serviceToken
    ? createHash('sha256').update(`portal print pass\0${serviceToken}`).digest('base64url')
    : randomBytes(32).toString('base64url');
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `presented` is the pass, in time that does not depend on where they differ. */
export function carriesPrintPass(pass: string, presented: string | string[] | undefined): boolean {
  return typeof presented === 'string' && timingSafeEqual(digest(pass), digest(presented));
}
