/**
 * Coalesces look-ups into one query per batch, with `dataloader`: keys asked for in the same
 * macrotask go out together. With PGlite every query runs on one connection (and on the event loop),
 * so 200 sessions whose cache entries lapse together cost one `WHERE id IN (…)` instead of 200
 * queued round trips; with PostgreSQL it saves pool connections the same way. Results are not
 * memoised past their batch (sessions change): concurrent callers of one key share one answer only.
 */
import DataLoader from 'dataloader';

export class BatchLoader<K, V> {
  private readonly loader: DataLoader<K, V | undefined>;

  /** `run` answers the keys it found; a key missing from the map resolves undefined. */
  constructor(run: (keys: K[]) => Promise<Map<K, V>>, maxBatchSize = 500) {
    this.loader = new DataLoader<K, V | undefined>(
      async (keys) => {
        const found = await run([...keys]);
        return keys.map((key) => found.get(key));
      },
      // One macrotask later: every request already parsed in this turn joins the batch.
      { maxBatchSize, batchScheduleFn: (callback) => setImmediate(callback) },
    );
  }

  load(key: K): Promise<V | undefined> {
    const answer = this.loader.load(key);
    // The cache only de-duplicates a batch; the next look-up asks the database again.
    const forget = () => void this.loader.clear(key);
    answer.then(forget, forget);
    return answer;
  }
}
