import type { Bot } from './types';

/** Picks uniformly among the legal actions. The baseline every other bot must beat. */
export const randomBot: Bot = {
  name: 'random',
  choose({ actions, rng }) {
    return rng.pick(actions);
  }
};
