import { LessorError } from '@lessor/domain/errors';

/**
 * Runs costly work a few at a time; the rest wait their turn, first come first served, and past
 * `maxWaiting` are refused (`TOO_MANY_REQUESTS`): each waiting request holds what it brought.
 */
export class Turns {
  readonly #maxRunning: number;
  readonly #maxWaiting: number;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(maxRunning: number, maxWaiting = Number.POSITIVE_INFINITY) {
    this.#maxRunning = maxRunning;
    this.#maxWaiting = maxWaiting;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.#take();
    try {
      return await work();
    } finally {
      // The turn passes to the next in line, if any: the count of running work stays the same.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }

  async #take(): Promise<void> {
    if (this.#running < this.#maxRunning) {
      this.#running += 1;
      return;
    }
    if (this.#waiting.length >= this.#maxWaiting)
      throw new LessorError('TOO_MANY_REQUESTS', ['a few seconds']);
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }
}
