/** Where Paris keeps the kit's interrupt queue: `ParisState.queue` (replaced, never mutated). */
import type { InterruptQueue } from '../../core/flow';
import type { ParisState, Task } from './types';

export const QUEUE: InterruptQueue<ParisState, Task> = {
  get: (s) => s.queue,
  set: (d, q) => void (d.queue = q as Task[])
};
