// Loaded into the benchmarked server with NODE_OPTIONS=--import: measures how long the event loop is
// held (perf_hooks.monitorEventLoopDelay) and, on SIGUSR2, writes max/p99 since the last signal to
// BENCH_ELD_FILE and starts afresh, so the mix bench reads the figures of each rate alone.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_ELD_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  process.on('SIGUSR2', () => {
    writeFileSync(file, JSON.stringify({ maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6 }));
    histogram.reset();
  });
}
