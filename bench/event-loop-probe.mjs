// Loaded into the benchmarked server with NODE_OPTIONS=--import: measures how long the event loop is
// held (perf_hooks.monitorEventLoopDelay) and, on SIGUSR2, writes max/p99 since the last signal to
// BENCH_ELD_FILE and starts afresh, so the mix bench reads the figures of each rate alone.
// With BENCH_CPU_PROFILE set (a file path) it also records the main thread's CPU profile between two
// SIGUSR2s (--cpu-prof is refused in NODE_OPTIONS, and would include start-up and seeding).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_ELD_FILE;
const profileFile = process.env.BENCH_CPU_PROFILE;
let session = null;
let profiles = 0;

function toggleProfile() {
  if (!session) {
    session = new Session();
    session.connect();
    session.post('Profiler.enable', () => session.post('Profiler.start'));
    return;
  }
  const done = session;
  session = null;
  done.post('Profiler.stop', (error, result) => {
    if (!error) writeFileSync(`${profileFile}.${(profiles += 1)}.cpuprofile`, JSON.stringify(result.profile));
    done.disconnect();
  });
}

if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  process.on('SIGUSR2', () => {
    writeFileSync(file, JSON.stringify({ maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6 }));
    histogram.reset();
    if (profileFile) toggleProfile();
  });
}
