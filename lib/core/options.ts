import { CORE_CODES, RuleError } from './errors';
import type { GameHeader, OptionValues } from './types';

/** Options with every default filled in, validated against the game's specs. Input is not mutated. */
export function resolveOptions(game: GameHeader, players: number, given: OptionValues = {}): OptionValues {
  if (!Number.isInteger(players) || players < game.minPlayers || players > game.maxPlayers) {
    throw new RuleError(
      CORE_CODES.badPlayers,
      `${game.title} is for ${game.minPlayers}–${game.maxPlayers} players, not ${players}`,
      { players }
    );
  }
  const known = new Set(game.options.map((o) => o.key));
  for (const key of Object.keys(given)) {
    if (!known.has(key)) throw new RuleError(CORE_CODES.badOptions, `Unknown option "${key}" for ${game.title}`, { key });
  }
  const out: OptionValues = {};
  for (const spec of game.options) {
    const value = given[spec.key] ?? spec.default;
    if (spec.kind === 'flag') {
      if (typeof value !== 'boolean') {
        throw new RuleError(CORE_CODES.badOptions, `Option "${spec.key}" must be true or false`, { key: spec.key });
      }
    } else if (typeof value !== 'string' || !spec.choices.some((c) => c.value === value)) {
      throw new RuleError(
        CORE_CODES.badOptions,
        `Option "${spec.key}" must be one of ${spec.choices.map((c) => c.value).join(', ')}`,
        { key: spec.key, value: String(value) }
      );
    }
    out[spec.key] = value;
  }
  return out;
}

/** Parses a command-line style `key=value` into an option value of the right kind. */
export function parseOptionArg(game: GameHeader, arg: string): [string, string | boolean] {
  const eq = arg.indexOf('=');
  if (eq <= 0) throw new RuleError(CORE_CODES.badOptions, `Option "${arg}" is not key=value`);
  const key = arg.slice(0, eq);
  const raw = arg.slice(eq + 1);
  const spec = game.options.find((o) => o.key === key);
  if (!spec) throw new RuleError(CORE_CODES.badOptions, `Unknown option "${key}" for ${game.title}`, { key });
  if (spec.kind === 'flag') {
    if (raw !== 'true' && raw !== 'false') throw new RuleError(CORE_CODES.badOptions, `Option "${key}" must be true or false`);
    return [key, raw === 'true'];
  }
  return [key, raw];
}
