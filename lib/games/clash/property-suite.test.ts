/**
 * The kit's shared property suite (tests/kit/property-suite.ts) on Clash, with its `secrets` hook
 * (hands, objectives, deck orders, face-down regions). Its per-step checks cost ~15× a plain game
 * (the state and views walked at every step), so it plays a tenth of PROPERTY_GAMES per player
 * count (default 60; CI 1,000) with random players, spread over the option sets, and the
 * heuristic (level 2) on the default options for a five-hundredth; the bulk of the games, with
 * Clash's own invariants, is in property-random.test.ts and property-heuristic.test.ts.
 * The Turn decision, combat-card declarations and card windows are asked even with one legal
 * action (a forced play would reveal a hidden hand), so the suite's `forcedPlayed` check is off;
 * every other forced decision is played by the flow.
 */
import { propertySuite } from '../../../tests/kit/property-suite';
import { vi } from 'vitest';
import { ENTRY, GAMES, OPTION_SETS, PROPERTY_TIMEOUT, secrets } from './propertykit';

vi.setConfig({ testTimeout: PROPERTY_TIMEOUT });

propertySuite({ entry: ENTRY, optionSets: OPTION_SETS, games: Math.max(2, Math.ceil(GAMES / 10 / OPTION_SETS.length)), bots: ['random'], secrets });
propertySuite({ entry: ENTRY, games: Math.max(1, Math.floor(GAMES / 500)), bots: ['heuristic'], secrets });
