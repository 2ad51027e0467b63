/**
 * Batching of one read across concurrent requests (DataLoader-style, ADR 0010).
 *
 * Every statement costs a fixed price besides its own work: the round trip, bind and
 * execute in the database, the backend waking up, `pg`'s message handling and a few
 * promises in Node. Under load many requests want the same kind of read at once, so a
 * `Batcher` answers them with one statement for all of them:
 *
 * - when no batch is in flight, a request's read is sent at once (after the current I/O
 *   callbacks, `setImmediate`, so requests parsed in the same turn share it): no wait when
 *   the server is idle;
 * - requests that arrive while a batch is in flight (or `maxInFlight` batches, for a
 *   statement heavy enough to keep more than one database backend busy) wait for one to
 *   end and then go out together as the next batch. Each request's data is therefore read by a statement sent
 *   after the request arrived: whatever was committed before it (a like, a new video) is
 *   seen, exactly as with a statement of its own;
 * - a failing batch does not fail its neighbours: it is split in halves and each half is
 *   sent again, down to single reads, so only a read that fails on its own is rejected (one
 *   bad input costs about log2(batch) extra statements, and a statement that fails for
 *   every read, e.g. the database is gone, fails each read once it stands alone). The next
 *   batch is sent as usual.
 */
/** The most reads one batched statement answers. */
export const MAX_BATCH = 64;

/**
 * The FROM item of a batched statement's inputs: the arrays `$1`, `$2`… (one per column, of
 * the given SQL types) unnested side by side as `alias(names…, i)`, `i` the place in the
 * batch (ADR 0070). The inputs are filtered by a range every place is in, for the planner: a
 * named statement's plan is kept only when the plan made for any input (generic) is priced
 * near the plans made for the inputs at hand (custom); an unnested array parameter is priced
 * at 10 rows in the generic plan and at its true length (mostly 1) in a custom one, so a
 * batched page statement was planned again for every batch, which cost more than running it.
 * A range on the place is priced at one row in both.
 */
export function batchInputsSql(
  alias: string,
  columns: ReadonlyArray<readonly [name: string, type: string]>,
): string {
  const arrays = columns.map(([, type], n) => `$${n + 1}::${type}[]`).join(', ');
  const names = columns.map(([name]) => name).join(', ');
  return `(select * from unnest(${arrays}) with ordinality as b(${names}, i) where b.i between 1 and ${MAX_BATCH}) ${alias}`;
}

export class Batcher<I, O> {
  readonly #run: (inputs: I[]) => Promise<O[]>;
  readonly #maxBatch: number;
  readonly #maxInFlight: number;
  #queue: Entry<I, O>[] = [];
  #inFlight = 0;
  #scheduled = false;

  /**
   * `run` answers one output per input, in the same order (one statement for all); at most
   * `maxBatch` inputs go into one statement, and at most `maxInFlight` statements run at once.
   */
  constructor(run: (inputs: I[]) => Promise<O[]>, maxBatch = MAX_BATCH, maxInFlight = 1) {
    this.#run = run;
    this.#maxBatch = maxBatch;
    this.#maxInFlight = maxInFlight;
  }

  /** Reads for one request: answered by the next batch sent. */
  load(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.#queue.push({ input, resolve, reject });
      if (this.#inFlight < this.#maxInFlight && !this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => this.#send());
      }
    });
  }

  #send(): void {
    this.#scheduled = false;
    const batch = this.#queue.splice(0, this.#maxBatch);
    if (batch.length === 0) return;
    this.#inFlight += 1;
    this.#answer(batch).finally(() => {
      this.#inFlight -= 1;
      if (this.#queue.length > 0 && !this.#scheduled) this.#send();
    });
  }

  /** Answers every entry of `batch`; settles once all are answered. Never rejects. */
  async #answer(batch: Entry<I, O>[]): Promise<void> {
    let outputs: O[];
    try {
      outputs = await this.#run(batch.map((entry) => entry.input));
      if (outputs.length !== batch.length) {
        throw new Error(`batch answered ${outputs.length} results for ${batch.length} reads`);
      }
    } catch (err) {
      if (batch.length === 1) {
        batch[0]?.reject(err);
        return;
      }
      // One member's bad input must not fail the others: try each half on its own.
      const half = Math.ceil(batch.length / 2);
      await this.#answer(batch.slice(0, half));
      await this.#answer(batch.slice(half));
      return;
    }
    for (const [i, entry] of batch.entries()) entry.resolve(outputs[i] as O);
  }
}

interface Entry<I, O> {
  input: I;
  resolve: (out: O) => void;
  reject: (err: unknown) => void;
}

/** Batchers by owner (a database handle) and key (one batch in flight per statement). */
const batchers = new WeakMap<object, Map<string, unknown>>();

/**
 * The batcher kept for `owner` (a database handle: tests open many in one process) under
 * `key`, made with `run` (and `maxInFlight`) on first use. One key, one statement: every
 * caller of a key must pass the same `run`.
 */
export function batcherFor<I, O>(
  owner: object,
  key: string,
  run: (inputs: I[]) => Promise<O[]>,
  maxInFlight = 1,
): Batcher<I, O> {
  let forOwner = batchers.get(owner);
  if (!forOwner) {
    forOwner = new Map();
    batchers.set(owner, forOwner);
  }
  let found = forOwner.get(key) as Batcher<I, O> | undefined;
  if (!found) {
    found = new Batcher(run, MAX_BATCH, maxInFlight);
    forOwner.set(key, found);
  }
  return found;
}
