/**
 * The load generator of server.bench.ts, in its own process so it never shares an event loop with
 * what it measures: autocannon with N connections, each connection one signed-in session (its own
 * cookie and its own client's path). Receives the job over IPC, answers autocannon's result.
 */
import autocannon from 'autocannon';

export interface CannonJob {
  url: string;
  connections: number;
  seconds: number;
  sessions: Array<{ cookie: string; path: string }>;
}

export interface CannonResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
}

process.once('message', (job: CannonJob) => {
  let next = 0;
  const instance = autocannon(
    {
      url: job.url,
      connections: job.connections,
      duration: job.seconds,
      requests: [
        {
          // The context lives per connection: the first request picks the connection's session.
          setupRequest: (request, context: { session?: { cookie: string; path: string } }) => {
            context.session ??= job.sessions[next++ % job.sessions.length]!;
            return { ...request, method: 'GET', path: context.session.path, headers: { cookie: context.session.cookie } };
          },
        },
      ],
    },
    (error, result) => {
      if (error) throw error;
      const answer: CannonResult = {
        requests: result.requests.total,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      };
      process.send!(answer, () => process.exit(0));
    },
  );
  autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
});
