/**
 * Log lines for actions and the text of prompts: a translation key, its parameters, and an
 * English fallback (never HTML).
 */
import type { LogEntry } from '../../core/types';
import type { CaylusAction, CaylusState, Prompt, Resource, Spot } from './types';
import { BUILDINGS } from './tables/buildings';
import { placementCost } from './placement';

export function seatName(seat: number): string {
  return `Player ${seat + 1}`;
}

const SPOT_NAMES: { readonly [S in Spot]: string } = {
  gate: 'the Gate',
  tradingPost: 'the Trading post',
  guild: "the Merchants' guild",
  joust: 'the Joust field',
  stables: 'the Stables',
  inn: 'the Inn',
  castle: 'the castle'
};

function spaceName(s: CaylusState, space: number): string {
  const id = s.tile[space - 1];
  return id ? `the ${BUILDINGS[id].name} (space ${space})` : `space ${space}`;
}

function cubes(list: readonly Resource[]): string {
  return list.length === 0 ? 'nothing' : list.join(' + ');
}

export function promptText(s: CaylusState, p: Prompt): { key: string; text: string } {
  const who = seatName(p.seat);
  switch (p.kind) {
    case 'place':
      return { key: 'caylus.prompt.place', text: `${who}: place a worker (${placementCost(s, p.seat, { at: 'gate' })} deniers, 1 on your own building) or pass` };
    case 'gate':
      return { key: 'caylus.prompt.gate', text: `${who}: move the Gate worker to a free space, or take it back` };
    case 'guild':
      return { key: 'caylus.prompt.guild', text: `${who}: move the provost up to 3 spaces for free, or leave it` };
    case 'joust':
      return { key: 'caylus.prompt.joust', text: `${who}: pay 1 denier + 1 cloth for a royal favour?` };
    case 'inn':
      return { key: 'caylus.prompt.inn', text: `${who}: keep your worker on the Inn for next turn, or take it back?` };
    case 'provost':
      return { key: 'caylus.prompt.provost', text: `${who}: move the provost (1 denier per space, up to 3) or pass` };
    case 'activate':
      return { key: 'caylus.prompt.activate', text: `${who}: use ${spaceName(s, p.space)}` };
    case 'bonus':
      return { key: 'caylus.prompt.bonus', text: `${who}: take your owner's cube from the ${BUILDINGS[p.building].name} (space ${p.space})` };
    case 'castle':
      return { key: 'caylus.prompt.castle', text: `${who}: deliver a batch (food + 2 different cubes) to the castle, or stop` };
    case 'favourRow':
      return { key: 'caylus.prompt.favourRow', text: `${who}: royal favour (${p.why}) — choose a row` };
    case 'favourEffect':
      return { key: 'caylus.prompt.favourEffect', text: `${who}: royal favour — choose an effect of the ${p.row} row` };
  }
}

/** The log line for `seat` taking `a` in state `s` (the state before the action). */
export function describe(s: CaylusState, seat: number, a: CaylusAction): LogEntry {
  const who = seatName(seat);
  const at = s.prompt && (s.prompt.kind === 'activate' || s.prompt.kind === 'bonus') ? s.prompt.space : null;
  const line = (key: string, params: LogEntry['params'], text: string): LogEntry => ({ key: `caylus.action.${key}`, seat, params, text: `${who} ${text}` });
  switch (a.type) {
    case 'pass':
      return s.passed.length === 0 ? line('pass.first', {}, 'passes first (+1 denier)') : line('pass', {}, 'passes');
    case 'place':
      return a.at === 'road'
        ? line('place', { at: 'road', space: a.space, building: s.tile[a.space - 1] ?? null, cost: a.cost }, `places a worker on ${spaceName(s, a.space)} for ${a.cost}`)
        : line('place', { at: a.at, space: null, building: null, cost: a.cost }, `places a worker on ${SPOT_NAMES[a.at]} for ${a.cost}`);
    case 'gate':
      return a.at === 'road'
        ? line('gate', { at: 'road', space: a.space, building: s.tile[a.space - 1] ?? null }, `moves the Gate worker to ${spaceName(s, a.space)}`)
        : line('gate', { at: a.at, space: null, building: null }, `moves the Gate worker to ${SPOT_NAMES[a.at]}`);
    case 'gateReturn':
      return line('gateReturn', {}, 'takes the Gate worker back');
    case 'guild':
      return a.by === 0 ? line('guild.stay', { by: 0 }, 'leaves the provost (guild)') : line('guild', { by: a.by }, `moves the provost ${a.by > 0 ? '+' : ''}${a.by} (guild)`);
    case 'joust':
      return a.take ? line('joust', { take: true }, 'jousts for a royal favour') : line('joust.no', { take: false }, 'does not joust');
    case 'inn':
      return a.keep ? line('inn', { keep: true }, 'stays at the Inn') : line('inn.leave', { keep: false }, 'leaves the Inn');
    case 'provost':
      return a.by === 0 ? line('provost.stay', { by: 0 }, 'does not move the provost') : line('provost', { by: a.by }, `pays ${Math.abs(a.by)} to move the provost ${a.by > 0 ? '+' : ''}${a.by}`);
    case 'produce':
      return line('produce', { space: at, take: a.take.join(',') }, `takes ${cubes(a.take)}`);
    case 'bonus':
      return line('bonus', { space: at, take: a.take }, `takes 1 ${a.take} as owner`);
    case 'sell':
      return line('sell', { space: at, give: a.give }, `sells 1 ${a.give}`);
    case 'buy':
      return line('buy', { space: at, take: a.take.join(',') }, `buys ${cubes(a.take)}`);
    case 'build':
      return line('build', { building: a.building, space: a.space, pay: a.pay.join(',') }, `builds the ${BUILDINGS[a.building].name} on space ${a.space} paying ${cubes(a.pay)}`);
    case 'convert':
      return line('convert', { space: a.space, building: s.tile[a.space - 1] ?? null }, `turns ${spaceName(s, a.space)} into a residence`);
    case 'exchange':
      return line('exchange', { space: at, building: at === null ? null : (s.tile[at - 1] ?? null), option: a.option, pay: a.pay.join(',') }, `uses exchange ${a.option + 1} of ${at === null ? 'the building' : spaceName(s, at)}`);
    case 'decline':
      return line('decline', { space: at, building: at === null ? null : (s.tile[at - 1] ?? null) }, `does not use ${at === null ? 'the building' : spaceName(s, at)}`);
    case 'deliver':
      return line('deliver', { cubes: a.cubes.join(',') }, `delivers a batch (${cubes(a.cubes)})`);
    case 'castleDone':
      return line('castleDone', {}, 'stops delivering');
    case 'favourRow':
      return line('favourRow', { row: a.row }, `chooses the ${a.row} favour row`);
    case 'favour':
      return line('favour', { col: a.col, take: a.take.join(','), give: a.give.join(',') }, `takes favour column ${a.col}${a.take.length ? ` (${cubes(a.take)})` : ''}${a.give.length ? ` for ${cubes(a.give)}` : ''}`);
    case 'favourBuild':
      return line('favourBuild', { col: a.col, building: a.building, space: a.space, pay: a.pay.join(',') }, `builds the ${BUILDINGS[a.building].name} by favour paying ${cubes(a.pay)}`);
    case 'favourConvert':
      return line('favourConvert', { space: a.space, building: s.tile[a.space - 1] ?? null }, `turns ${spaceName(s, a.space)} into a residence by favour`);
    case 'favourSkip':
      return line('favourSkip', {}, 'uses no favour effect');
  }
}
