/**
 * Caylus' own checks for the property tests: the option sets played in turn, and the invariants
 * every state keeps (the kit's property suite runs them after setup and after every action).
 */
import { WORKERS } from './tables/board';
import { CASTLE } from './tables/castle';
import { NOBODY } from './state';
import type { CaylusState } from './types';

/** Games per player count: PROPERTY_GAMES (default 100; CI runs 2,000). */
export const GAMES = Number(process.env.PROPERTY_GAMES ?? 100);

/** Every combination of the three options (simplified favours × Church PP × Tailor line). */
export const OPTION_SETS: Record<string, string | boolean>[] = [false, true].flatMap((simplifiedFavours) =>
  ['4', '3'].flatMap((churchPP) => ['rulebook', 'tile'].map((tailor) => ({ simplifiedFavours, churchPP, tailor })))
);

/**
 * Rules that hold in every state, each broken one as a line: no debt, no negative PP, cubes or
 * stock; the PP by source add up; every worker is somewhere; no castle section is overfull.
 */
export function caylusInvariants(s: CaylusState): string[] {
  const broken: string[] = [];
  const onBoard = Array<number>(s.players).fill(0);
  const count = (seat: number) => {
    if (seat !== NOBODY) onBoard[seat]! += 1;
  };
  s.worker.forEach(count);
  [s.gate, s.tradingPost, s.guild, s.joust, s.innLeft, s.innRight, ...s.stables, ...s.castleWorkers].forEach(count);
  s.ps.forEach((p, seat) => {
    if (p.money < 0) broken.push(`seat ${seat} owes ${0 - p.money} deniers`);
    if (p.pp < 0) broken.push(`seat ${seat} has ${p.pp} PP`);
    if (p.cubes.some((c) => c < 0)) broken.push(`seat ${seat} has cubes ${p.cubes.join(',')}`);
    if (p.src.reduce((a, b) => a + b, 0) !== p.pp) broken.push(`seat ${seat}'s PP by source ${p.src.join(',')} do not add up to ${p.pp}`);
    if (p.workers + onBoard[seat]! !== WORKERS) broken.push(`seat ${seat} has ${p.workers} workers in supply and ${onBoard[seat]} on the board`);
  });
  for (const [id, n] of Object.entries(s.stock)) if (n! < 0) broken.push(`stock of ${id} is ${n}`);
  s.castle.forEach((h, k) => {
    if (h.length > CASTLE[k]!.spaces) broken.push(`castle section ${k} holds ${h.length} houses`);
  });
  return broken;
}
