/**
 * Engine checklist §10 of rules/belfort.md, points 46–54: the guilds.
 */
import { describe, expect, test } from 'vitest';
import { belfort } from './index';
import type { BelfortState, GuildId } from './types';
import type { Draft } from './state';
import { act, atPhase, atTurn, legal, mark, resOf, setBuilt, setCrests, setGuilds, setHand, setRes, situation, started, sym } from './testkit';
import { handSize } from './cards';
import { GUILD_TILES } from './tables/guilds';

const GUILDS5: GuildId[] = ['merchants', 'librarians', 'architects', 'recruiters', 'wizards'];

/** Seat 0's Actions turn with its worker on the guild of district `g`; a Bank Gnome keeps the turn open. */
function onGuild(guilds: GuildId[], g: number, patch: (d: Draft) => void = () => {}, players = 4): BelfortState {
  return situation(started(players, { seed: 'gu' }), (d) => {
    setCrests(d, Array.from({ length: players }, (_, i) => i + 1));
    setGuilds(d, guilds);
    setRes(d, 0, {});
    setHand(d, 0, {});
    setBuilt(d, 0, { bank: 1 }, { bank: 1 });
    d.guildWorker[g] = 0;
    patch(d);
    atTurn(d, 0);
  });
}

describe('§10 Guilds', () => {
  test('§10.46 Merchants: up to 2 Wood/Stone → Metal conversions, plus 3 extra visits that expire at the end of the Actions phase', () => {
    let s = onGuild(GUILDS5, 0, (d) => setRes(d, 0, { wood: 2, stone: 4 }));
    s = act(s, { type: 'activateGuild', district: 0 });
    expect(belfort.view(s, 0).ps[0]).toMatchObject({ conversions: 2, visitsLeft: 4 });
    s = act(s, { type: 'convert', give: 'wood' });
    s = act(s, { type: 'convert', give: 'stone' });
    expect(resOf(s, 0)).toEqual({ wood: 1, stone: 3, metal: 2, gold: 0 });
    expect(legal(s).some((a) => a.type === 'convert')).toBe(false);
    for (const sell of ['stone', 'stone', 'stone', 'wood'] as const) s = act(s, { type: 'trade', buy: null, sell });
    expect(legal(s).some((a) => a.type === 'trade')).toBe(false);
    // The next Actions phase starts (after Income & Taxes): the extras are gone.
    const next = situation(s, (d) => atPhase(d, 'collection', 100));
    expect(next.phase).toBe('actions');
    expect([next.ps[0]!.extraVisits, next.ps[0]!.conversions, next.ps[0]!.visits]).toEqual([0, 0, 0]);
  });

  test('§10.47 Librarians: draw 3, discard 1', () => {
    let s = onGuild(GUILDS5, 1, (d) => {
      setHand(d, 0, { keep: 1 });
      d.deck = [...d.deck.slice(0, -3), 2, 1, 0];
    });
    s = act(s, { type: 'activateGuild', district: 1 });
    expect(handSize(s.ps[0]!.hand)).toBe(4);
    expect(s.prompt).toMatchObject({ kind: 'discard', n: 1, why: 'librarians' });
    s = act(s, { type: 'discard', card: 'pub' });
    expect(s.ps[0]!.hand).toEqual([0, 1, 1, 0, 0, 0, 0, 0, 0, 1]);
    expect(s.prompt?.kind).toBe('turn');
  });

  test('§10.48 Architects: any free Building/Wall/Guild symbol for its cost less 1 Metal or 2 Wood/Stone; no card, no ability', () => {
    // Keep: 3W 3S 1M 2G. With 2W 2S 1M 2G only the "1 Wood + 1 Stone" discount is affordable.
    let s = onGuild(GUILDS5, 2, (d) => setRes(d, 0, { wood: 2, stone: 2, metal: 1, gold: 2 }));
    s = act(s, { type: 'activateGuild', district: 2 });
    expect(s.prompt).toMatchObject({ kind: 'guild', guild: 'architects' });
    expect(legal(s)).toContainEqual({ type: 'architects', at: sym(3, 'keepA') });
    expect(legal(s)).not.toContainEqual({ type: 'architects', at: sym(3, 'keepB') });
    expect(legal(s)).toContainEqual({ type: 'architects', at: sym(0, 'guild') });
    expect(legal(s)).toContainEqual({ type: 'skip' });
    s = act(s, { type: 'architects', at: sym(3, 'keepA') });
    // The only affordable discount is played by the engine.
    expect([s.marker[sym(3, 'keepA')], s.marker[sym(3, 'keepB')]]).toEqual([0, 0]);
    expect(resOf(s, 0)).toEqual({ wood: 0, stone: 0, metal: 0, gold: 0 });
    expect(s.ps[0]!.built[9]).toBe(0); // no card: no income, no lock
    // A Pub (1W 2S 1G): less 1 Metal is impossible; 2 Wood/Stone in any mix that fits the cost.
    let t = onGuild(GUILDS5, 2, (d) => setRes(d, 0, { wood: 5, stone: 5, gold: 1 }));
    t = act(t, { type: 'activateGuild', district: 2 });
    t = act(t, { type: 'architects', at: sym(1, 'pub') });
    expect(legal(t)).toEqual([{ type: 'architectsPay', discount: [1, 1, 0, 0] }, { type: 'architectsPay', discount: [0, 2, 0, 0] }]);
    t = act(t, { type: 'architectsPay', discount: [0, 2, 0, 0] });
    expect(resOf(t, 0)).toEqual({ wood: 4, stone: 5, metal: 0, gold: 0 });
    expect(t.marker[sym(1, 'pub')]).toBe(0);
    // A guild claimed this way is owned like a bought one.
    let u = onGuild(GUILDS5, 2, (d) => setRes(d, 0, { wood: 9, stone: 9, metal: 9, gold: 9 }));
    u = act(u, { type: 'activateGuild', district: 2 });
    u = act(u, { type: 'architects', at: sym(4, 'guild') });
    u = act(u, { type: 'architectsPay', discount: [0, 0, 1, 0] });
    expect(belfort.view(u, null).guilds[4]!.owner).toBe(0);
  });

  test('§10.49 Recruiters: an own Elf/Dwarf, or a Gnome straight into a free lock; wasted if neither is possible', () => {
    let s = onGuild(GUILDS5, 3, (d) => setBuilt(d, 0, { bank: 1, inn: 1 }, { bank: 1 }));
    s = act(s, { type: 'activateGuild', district: 3 });
    expect(legal(s)).toEqual([{ type: 'recruit', take: 'elf' }, { type: 'recruit', take: 'dwarf' }, { type: 'recruit', take: 'inn' }]);
    const g = s.gnomes;
    s = act(s, { type: 'recruit', take: 'inn' });
    expect([s.ps[0]!.gnomes[3], s.gnomes, s.ps[0]!.hired]).toEqual([1, g - 1, false]);
    const none = onGuild(GUILDS5, 3, (d) => {
      d.ps[0]!.elves = 7;
      d.ps[0]!.dwarves = 7;
    });
    const w = act(none, { type: 'activateGuild', district: 3 });
    expect(w.events.map((e) => e.text)).toContain('Player 1 can take nothing at the Recruiters\' Guild: the action is wasted');
  });

  test('§10.50 Lumberjacks +4 Wood; Miners +2 Metal; Bankers +3 Gold; Stonemasons +4 Stone', () => {
    const guilds: GuildId[] = ['lumberjacks', 'miners', 'bankers', 'stonemasons', 'wizards'];
    const yields = [{ wood: 4 }, { metal: 2 }, { gold: 3 }, { stone: 4 }];
    yields.forEach((y, g) => {
      const s = act(onGuild(guilds, g), { type: 'activateGuild', district: g });
      expect(resOf(s, 0)).toEqual({ wood: 0, stone: 0, metal: 0, gold: 0, ...y });
    });
  });

  test('§10.51 Thieves: up to X Gold from one player (X = 2 printed tile, 3 rulebook) or 1 Gold from each of up to 3 players', () => {
    const guilds: GuildId[] = ['thieves', 'miners', 'bankers', 'stonemasons', 'wizards'];
    const rich = (d: Draft) => {
      setRes(d, 1, { gold: 5 });
      setRes(d, 2, { gold: 1 });
      setRes(d, 3, { gold: 0 });
    };
    let s = act(onGuild(guilds, 0, rich), { type: 'activateGuild', district: 0 });
    expect(legal(s)).toEqual([
      { type: 'steal', from: [1], take: [[0, 0, 0, 2]] },
      { type: 'steal', from: [2], take: [[0, 0, 0, 1]] },
      { type: 'steal', from: [1, 2], take: [[0, 0, 0, 1], [0, 0, 0, 1]] }
    ]);
    s = act(s, { type: 'steal', from: [1], take: [[0, 0, 0, 2]] });
    expect([resOf(s, 0).gold, resOf(s, 1).gold]).toEqual([2, 3]);
    const three = situation(onGuild(guilds, 0, rich), (d) => ((d as { rules: object }).rules = { ...d.rules, thievesGold: 3 }));
    const t = act(three, { type: 'activateGuild', district: 0 });
    expect(legal(t)[0]).toEqual({ type: 'steal', from: [1], take: [[0, 0, 0, 3]] });
    expect(started(4, { options: { thieves: '3' } }).rules.thievesGold).toBe(3);
  });

  test('§10.52 Bandits: 1 Metal or up to 2 Wood/Stone from one player, or 1 Wood/Stone from each of up to 3 players', () => {
    const guilds: GuildId[] = ['bandits', 'miners', 'bankers', 'stonemasons', 'wizards'];
    let s = act(onGuild(guilds, 0, (d) => {
      setRes(d, 1, { wood: 1, stone: 1, metal: 1 });
      setRes(d, 2, { stone: 3 });
      setRes(d, 3, {});
    }), { type: 'activateGuild', district: 0 });
    expect(legal(s)).toEqual([
      { type: 'steal', from: [1], take: [[0, 0, 1, 0]] },
      { type: 'steal', from: [1], take: [[1, 1, 0, 0]] },
      { type: 'steal', from: [2], take: [[0, 2, 0, 0]] },
      { type: 'steal', from: [1, 2], take: [[1, 0, 0, 0], [0, 1, 0, 0]] },
      { type: 'steal', from: [1, 2], take: [[0, 1, 0, 0], [0, 1, 0, 0]] }
    ]);
    s = act(s, { type: 'steal', from: [1, 2], take: [[1, 0, 0, 0], [0, 1, 0, 0]] });
    expect([resOf(s, 0), resOf(s, 1), resOf(s, 2)]).toEqual([
      { wood: 1, stone: 1, metal: 0, gold: 0 },
      { wood: 0, stone: 1, metal: 1, gold: 0 },
      { wood: 0, stone: 2, metal: 0, gold: 0 }
    ]);
  });

  test('§10.53 Wizards: swap all markers of two same-type Buildings, two Guilds or two Walls; the actor picks Gatehouse halves', () => {
    let s = onGuild(GUILDS5, 4, (d) => {
      mark(d, 1, 0, 'pub');
      mark(d, 2, 3, 'pub');
      mark(d, 1, 2, 'gateRight');
      mark(d, 3, 0, 'keepA', 'keepB');
    });
    s = act(s, { type: 'activateGuild', district: 4 });
    expect(legal(s)).toContainEqual({ type: 'skip' });
    s = act(s, { type: 'wizards', from: s.marker.indexOf(1) >= 0 ? 0 * 13 + 0 : 0 });
    // Location 0 = the Pub of district 1: it pairs with the four other Pubs.
    expect(legal(s).length).toBe(4);
    s = act(s, { type: 'wizardsPair', to: 3 * 13 + 0 });
    expect([s.marker[sym(0, 'pub')], s.marker[sym(3, 'pub')]]).toEqual([2, 1]);
    // A Gatehouse receiving one marker: the actor chooses the half.
    let g = act(onGuild(GUILDS5, 4, (d) => mark(d, 1, 2, 'gateRight')), { type: 'activateGuild', district: 4 });
    g = act(g, { type: 'wizards', from: 2 * 13 + 7 }); // gatehouse 2 (districts 3|4)
    g = act(g, { type: 'wizardsPair', to: 4 * 13 + 7 }); // gatehouse 4 (districts 5|1)
    expect(legal(g)).toEqual([{ type: 'wizardsSide', at: sym(4, 'gateRight') }, { type: 'wizardsSide', at: sym(0, 'gateLeft') }]);
    g = act(g, { type: 'wizardsSide', at: sym(0, 'gateLeft') });
    expect([g.marker[sym(2, 'gateRight')], g.marker[sym(0, 'gateLeft')], g.marker[sym(4, 'gateRight')]]).toEqual([-1, 1, -1]);
    // Guild markers: ownership follows the marker.
    let o = act(onGuild(GUILDS5, 4, (d) => (d.marker[sym(1, 'guild')] = 2)), { type: 'activateGuild', district: 4 });
    o = act(o, { type: 'wizards', from: 1 * 13 + 12 });
    o = act(o, { type: 'wizardsPair', to: 3 * 13 + 12 });
    expect(belfort.view(o, null).guilds.map((x) => x.owner)).toEqual([null, null, null, 2, null]);
  });

  test('§10.54 Spies: each opponent reveals a card of their choice (hidden until all chose); the active player takes one', () => {
    const guilds: GuildId[] = ['spies', 'miners', 'bankers', 'stonemasons', 'wizards'];
    let s = act(onGuild(guilds, 0, (d) => {
      setHand(d, 1, { pub: 1, keep: 1 });
      setHand(d, 2, { tower: 1 });
      setHand(d, 3, {});
    }), { type: 'activateGuild', district: 0 });
    // Seat 2 has one card: revealed by the engine; seat 3 has none; seat 1 chooses.
    expect(belfort.pending(s)).toEqual([1]);
    expect(s.prompt).toMatchObject({ kind: 'spyReveal', seats: [1], spy: 0 });
    expect(belfort.view(s, 0).ps[2]!.spyCard).toBeNull(); // not public before everyone chose
    s = act(s, { type: 'spyReveal', card: 'keep' }, 1);
    expect(belfort.view(s, 0).ps.map((p) => p.spyCard)).toEqual([null, 'keep', 'tower', null]);
    expect(legal(s)).toEqual([{ type: 'spyTake', from: 1 }, { type: 'spyTake', from: 2 }]);
    s = act(s, { type: 'spyTake', from: 1 });
    expect(s.ps[0]!.hand[9]).toBe(1);
    expect(s.ps[1]!.hand).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    // The cards not taken are now known to everyone.
    expect(belfort.view(s, 3).ps[2]!.knownCards.tower).toBe(1);
    expect(belfort.view(s, 3).ps[0]!.knownCards.keep).toBe(1);
  });
});
void GUILD_TILES;
