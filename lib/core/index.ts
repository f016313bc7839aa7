export * from './types';
export * from './errors';
export * from './rng';
export * from './hash';
export * from './json';
export * from './options';
export * from './match';
export * from './undo';
