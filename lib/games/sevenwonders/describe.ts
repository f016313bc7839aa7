/**
 * Log entries (translatable key + flat params + English fallback). Every entry is public: a
 * hidden commitment is logged as "chose a card"; the plays are described when a round reveals
 * them, showing only what the table sees (built cards, stages and discards without the card,
 * trades).
 */
import type { LogEntry } from '../../core/types';
import { CARDS } from './cards';
import { CARD_INDEX, wonderDef } from './catalog';
import { hasFreeCity } from './seats';
import { FREE_CITY, type Commit, type PlayAction, type SwAction, type SwState } from './types';

export function cityName(state: SwState, city: number): string {
  return hasFreeCity(state) && city === FREE_CITY ? 'the Free City' : `Player ${city + 1}`;
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function cardName(id: string): string {
  const i = CARD_INDEX.get(id);
  return i === undefined ? id : CARDS[i]!.name;
}

function trades(state: SwState, a: PlayAction): string {
  if (a.how === 'discard') return '';
  const p = a.pay;
  const parts: string[] = [];
  const n = state.cities.length;
  if (p.toLeft > 0) parts.push(`${p.toLeft} to ${cityName(state, (a.city + 1) % n)} for ${p.left.join(', ')}`);
  if (p.toRight > 0) parts.push(`${p.toRight} to ${cityName(state, (a.city + n - 1) % n)} for ${p.right.join(', ')}`);
  if (p.toBank > 0) parts.push(`${p.toBank} to the bank`);
  return parts.length ? ` (paying ${parts.join('; ')})` : '';
}

/** Public sentence for one revealed play. */
export function playText(state: SwState, a: PlayAction): string {
  const who = cap(cityName(state, a.city));
  switch (a.how) {
    case 'build':
      return `${who} built ${cardName(a.card)}${a.via === 'chain' ? ' for free (chain)' : a.via === 'olympia' ? ' for free (Olympia)' : ''}${trades(state, a)}`;
    case 'wonder':
      return `${who} built stage ${state.cities[a.city]!.stages.length + 1} of ${wonderDef(state.cities[a.city]!.wonder).name}${trades(state, a)}`;
    case 'discard':
      return `${who} discarded a card for 3 coins`;
  }
}

/**
 * Every fact of one play's sentence as flat params (suffix `i` = its city in a round): how it was
 * played, the card when the table sees it, the Wonder stage, and the trades. `card` is null for a
 * stage or a discard (the card goes face down).
 */
function playParams(state: SwState, a: PlayAction, i: number | ''): Record<string, string | number | boolean | null> {
  const built = a.how === 'build';
  const paid = a.how === 'discard' ? null : a.pay;
  return {
    [`how${i}`]: a.how,
    [`card${i}`]: built ? a.card : null,
    [`via${i}`]: built ? a.via : null,
    [`stage${i}`]: a.how === 'wonder' ? state.cities[a.city]!.stages.length + 1 : null,
    [`wonder${i}`]: a.how === 'wonder' ? state.cities[a.city]!.wonder : null,
    [`toLeft${i}`]: paid ? paid.toLeft : 0,
    [`left${i}`]: paid ? paid.left.join(',') : '',
    [`toRight${i}`]: paid ? paid.toRight : 0,
    [`right${i}`]: paid ? paid.right.join(',') : '',
    [`toBank${i}`]: paid ? paid.toBank : 0
  };
}

function completesRound(state: SwState, a: PlayAction): boolean {
  return state.phase === 'play' && state.commits.every((c, i) => c !== null || i === a.city);
}

export function describeAction(state: SwState, seat: number, action: SwAction): LogEntry {
  const who = `Player ${seat + 1}`;
  switch (action.type) {
    case 'wonder':
      return { key: 'sevenwonders.wonder', seat, params: { wonder: action.wonder }, text: `${who} chose ${wonderDef(action.wonder).name}.` };
    case 'side':
      return { key: 'sevenwonders.side', seat, params: {}, text: `${who} chose a side for their Wonder.` };
    case 'discardBuild':
      return action.card === null
        ? { key: 'sevenwonders.discardBuild.decline', seat, params: { city: action.city, freeCity: hasFreeCity(state) }, text: `${cap(cityName(state, action.city))} built nothing from the discard pile.` }
        : {
            key: 'sevenwonders.discardBuild',
            seat,
            params: { city: action.city, freeCity: hasFreeCity(state), card: action.card },
            text: `${cap(cityName(state, action.city))} built ${cardName(action.card)} from the discard pile.`
          };
    case 'play': {
      if (state.phase === 'seventh') {
        return {
          key: 'sevenwonders.seventh',
          seat,
          params: { city: action.city, cities: state.cities.length, freeCity: hasFreeCity(state), ...playParams(state, action, '') },
          text: `${playText(state, action)} with the 7th card.`
        };
      }
      if (!completesRound(state, action)) {
        const forFc = hasFreeCity(state) && action.city === FREE_CITY;
        return {
          key: forFc ? 'sevenwonders.chose.freeCity' : 'sevenwonders.chose',
          seat,
          params: { city: action.city },
          text: forFc ? `${who} chose a card for the Free City.` : `${who} chose a card.`
        };
      }
      const plays: PlayAction[] = state.commits.map((c: Commit | null, i) => (i === action.city ? action : c!.action));
      let params: Record<string, string | number | boolean | null> = { age: state.age, round: state.round, cities: state.cities.length, freeCity: hasFreeCity(state) };
      plays.forEach((p, i) => (params = { ...params, ...playParams(state, p, i) }));
      return {
        key: 'sevenwonders.round',
        seat,
        params,
        text: `Age ${state.age}, round ${state.round}: ${plays.map((p) => playText(state, p)).join('; ')}.`
      };
    }
  }
}

/** True when applying the action reveals hidden cards or deals (undo never crosses it). */
export function actionReveals(state: SwState, _seat: number, action: SwAction): boolean {
  switch (action.type) {
    case 'wonder':
      return state.cities.length + 1 === state.players;
    case 'side':
      return state.sideChoices.filter((s) => s === null).length === 1;
    case 'discardBuild':
      return true;
    case 'play':
      return state.phase === 'seventh' || completesRound(state, action);
  }
}
