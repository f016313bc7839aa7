/**
 * Engine checklist of paris.md §10, points 54–56 and 64 (VP tiles, the end, what scores nothing),
 * plus the designed End Game tiles E1–E12 (designed-data §9).
 */
import { describe, expect, test } from 'vitest';
import { paris } from './index';
import type { EndTile, ParisAction, ParisState } from './types';
import { ARC, BANK_BASE, END_TILES, SRC_END } from './types';
import { B, D, L, clone, giveBonus, giveEnd, placeBuilding, putKeys, situation } from './testkit';
import { endIndex } from './items';

type Move = Extract<ParisAction, { type: 'move' }>;
const mo = D('montmartre'), be = D('belleville');
const move = (from: number, to: number, district: number, via: Move['via'] = null, build = false): Move => ({ type: 'move', from, to, build, district, via });
const E = (id: EndTile) => endIndex(id);

describe('VP tiles and the end', () => {
  test('54 the 4th key on buildings and landmarks of a district (banks excluded) lets the active player choose the VP tile put there', () => {
    const s = situation(3, (x) => {
      putKeys(x, B(mo, 1), 1);
      putKeys(x, B(mo, 2), 2);
      putKeys(x, B(mo, 3), 1);
      x.bank[2] = 1 << mo;
      x.bank[0] = 1 << mo;
      x.ps[0]!.francs = 10;
      placeBuilding(x, B(mo, 4));
      placeBuilding(x, B(be, 1));
    });
    expect(paris.view(s, 0).districts[mo]!.keyCount).toBe(3);
    const t = paris.apply(s, 0, move(BANK_BASE + mo, B(mo, 4), mo));
    expect(t.prompt).toEqual({ kind: 'vpTile', seat: 0, district: mo });
    expect(paris.actions(t, 0)).toEqual([0, 1, 2, 3, 4, 5].map((tile) => ({ type: 'vpTile', tile })));
    const u = paris.apply(t, 0, { type: 'vpTile', tile: 2 });
    expect(u.vpTileAt[mo]).toBe(2);
    expect(paris.view(u, 1).districts[mo]!.vpTile).toEqual({ index: 2, id: 'C', vp: [18, 9, 4] });
    // The last tile left is placed at once; a district never gets a second one.
    const last = clone(s);
    last.vpTileAt = [-1, 0, 1, 2, 3, 4];
    expect(paris.apply(last, 0, move(BANK_BASE + mo, B(mo, 4), mo)).vpTileAt[mo]).toBe(5);
  });

  test('55 the 12th End Game tile: the round is finished, then one more full round, then final scoring', () => {
    // 3 players, first player 0; seat 1 takes the last tile in round 7. Everyone then places keys.
    let s = situation(3, (x) => {
      x.endStack = [E('E1')];
      x.round = 7;
      x.turn = 1;
    }, { prompt: { kind: 'main', seat: 1 } });
    s = paris.apply(s, 1, { type: 'takeEnd', tile: 'E1' });
    expect(s.lastRound).toBe(8);
    const turns: string[] = [];
    while (!s.over) {
      const seat = paris.pending(s)[0]!;
      if (s.prompt!.kind === 'main') turns.push(`${s.round}:${seat}`);
      const acts = paris.actions(s, seat);
      s = paris.apply(s, seat, acts.find((a) => a.type === 'placeKey') ?? acts.find((a) => a.type === 'endTurn') ?? acts[0]!);
    }
    expect(turns).toEqual(['7:2', '8:0', '8:1', '8:2']);
    expect(paris.result(s)).not.toBeNull();
    expect(s.events.some((e) => e.key === 'paris.event.gameOver')).toBe(true);
  });

  test('55 the trigger by the last seat of a round: exactly one more full round', () => {
    let s = situation(2, (x) => {
      x.endStack = [E('E2'), E('E3')];
      x.round = 5;
    });
    const seen: string[] = [];
    for (let guard = 0; guard < 50 && !s.over; guard++) {
      const seat = paris.pending(s)[0]!;
      const acts = paris.actions(s, seat);
      const a = acts.find((x) => x.type === 'takeEnd') ?? acts.find((x) => x.type === 'endTurn') ?? acts.find((x) => x.type === 'placeKey') ?? acts[0]!;
      if (s.prompt!.kind === 'main') seen.push(`${s.round}:${seat}:${a.type}`);
      s = paris.apply(s, seat, a);
    }
    expect(seen).toEqual(['5:0:takeEnd', '5:1:takeEnd', '6:0:placeKey', '6:1:placeKey']);
    expect(s.over).toBe(true);
  });

  test('56 End Game tiles: the taker chooses any remaining one; the others only see how many are left', () => {
    const s = situation(3, (x) => (x.endStack = [E('E2'), E('E7'), E('E9')]));
    expect(paris.actions(s, 0).filter((a) => a.type === 'takeEnd')).toEqual(['E2', 'E7', 'E9'].map((tile) => ({ type: 'takeEnd', tile })));
    const t = paris.apply(s, 0, { type: 'takeEnd', tile: 'E7' });
    expect(t.ps[0]!.endTiles).toBe(1 << E('E7'));
    for (const seat of [null, 1, 2]) {
      const v = paris.view(t, seat);
      expect(v.endStackCount).toBe(2);
      const text = JSON.stringify(v);
      for (const id of ['E2', 'E7', 'E9']) expect(text.includes(`"${id}"`)).toBe(false);
    }
    expect(paris.view(t, 0).ps[0]!.screen!.endTiles).toEqual(['E7']);
    expect(paris.describe(s, 0, { type: 'takeEnd', tile: 'E7' }).text).toBe('Player 1 takes an End Game tile');
    expect(paris.reveals(s, 0, { type: 'takeEnd', tile: 'E7' })).toBe(true);
  });

  test('64 unused bonus tiles (but 27), unused End Game tiles, tokens and keys score 0 at the end', () => {
    const s = situation(2, (x) => {
      giveBonus(x, 0, 1, 18, 29);
      giveEnd(x, 0, E('E1'));
      x.ps[0]!.items = [3, 3, 3, 3, 3, 3];
      x.ps[0]!.francs = 40;
      x.endStack = [];
      x.lastRound = 1;
      x.turn = 1;
    }, { prompt: { kind: 'after', seat: 1 } });
    const t = paris.apply(s, 1, { type: 'endTurn' });
    expect(t.over).toBe(true);
    expect(t.ps[0]!.vp).toBe(0);
    expect(paris.result(t)!.players.find((p) => p.seat === 0)!.score).toBe(0);
  });
});

describe('End Game tiles (designed)', () => {
  const use = (edit: (s: ParisState) => void, id: EndTile, players = 3) => {
    const s = situation(players, (x) => {
      giveEnd(x, 0, E(id));
      edit(x);
    });
    return paris.apply(s, 0, { type: 'endTile', tile: id });
  };

  test('E1 6 VP; E2 8 francs; E3 4 francs and 3 VP', () => {
    expect(use(() => {}, 'E1').ps[0]!.src[SRC_END]).toBe(6);
    expect(use(() => {}, 'E2').ps[0]!.francs).toBe(11);
    const t = use(() => {}, 'E3');
    expect([t.ps[0]!.francs, t.ps[0]!.vp]).toEqual([7, 3]);
    expect(t.ps[0]!.usedEnd).toEqual([E('E3')]);
  });

  test('E4 counts as 2 resources of one’s choice; E5 as 1–2 prestige of one’s choice', () => {
    const s = situation(3, (x) => {
      giveEnd(x, 0, E('E4'));
      x.arc = 1;
      x.ps[0]!.francs = 12;
    });
    const t = paris.apply(s, 0, move(ARC, L('L12'), be, null, true)); // 1 Marble + 1 Gold, both from E4
    expect(t.ps[0]!.endTiles).toBe(0);
    expect(t.ps[0]!.usedEnd).toEqual([E('E4')]);
    const p = situation(3, (x) => {
      giveEnd(x, 0, E('E5'));
      x.arc = 1;
      x.ps[0]!.francs = 15;
      x.ps[0]!.items = [0, 1, 2, 0, 0, 0];
    });
    const u = paris.apply(p, 0, move(ARC, L('L15'), be, null, true));
    expect(paris.actions(u, 0)).toContainEqual({ type: 'prestige', use: { tiles: ['E5'], tokens: [0, 0, 0] } });
    expect(paris.apply(u, 0, { type: 'prestige', use: { tiles: ['E5'], tokens: [0, 0, 0] } }).ps[0]!.vp).toBe(10);
  });

  test('E6 3 VP per landmark occupied; E7 1 VP per key on a building or landmark', () => {
    expect(use((x) => putKeys(x, L('L10'), 0, 1, mo), 'E6').ps[0]!.vp).toBe(3);
    expect(use((x) => {
      putKeys(x, B(mo, 1), 0, 2);
      putKeys(x, L('L10'), 0, 1, mo);
      x.bank[0] = 1;
    }, 'E7').ps[0]!.vp).toBe(3);
  });

  test('E8 3 VP per district whose highest occupied tile holds one’s key', () => {
    const t = use((x) => {
      putKeys(x, B(mo, 8), 0);
      putKeys(x, B(mo, 5), 1);
      putKeys(x, B(be, 2), 0);
      putKeys(x, B(be, 4), 1);
      putKeys(x, B(2 + 3, 3), 0);
      putKeys(x, B(2 + 3, 3), 1, 1);
    }, 'E8');
    expect(t.ps[0]!.vp).toBe(6); // Montmartre, and Chaillot's shared 3
  });

  test('E9 a spare key for free, or 3 VP with none left', () => {
    const t = use(() => {}, 'E9');
    expect([t.ps[0]!.keys, t.ps[0]!.spare, t.ps[0]!.francs]).toEqual([10, 1, 3]);
    expect(use((x) => (x.ps[0]!.spare = 0), 'E9').ps[0]!.vp).toBe(3);
  });

  test('E10 a bonus tile as after a value-1 building (must be taken), or 3 VP if none can be', () => {
    const t = use((x) => (x.ps[0]!.meeple = 28), 'E10');
    expect(t.prompt).toEqual({ kind: 'bonus', seat: 0, how: 'e10', price: 0 });
    expect(paris.actions(t, 0)).toEqual([{ type: 'takeBonus', pos: 29 }, { type: 'takeBonus', pos: 30 }]);
    expect(use((x) => (x.ps[0]!.meeple = 30), 'E10').ps[0]!.vp).toBe(3);
  });

  test('E11 / E12 work like bonus 16 / 9 for one move', () => {
    const s = situation(3, (x) => {
      giveEnd(x, 0, E('E11'), E('E12'));
      putKeys(x, B(mo, 4), 1);
      putKeys(x, B(mo, 5), 0);
      x.arc = 1;
      x.ps[0]!.francs = 20;
      x.ps[0]!.items = [1, 0, 0, 0, 0, 0];
    });
    const acts = paris.actions(s, 0);
    expect(acts).toContainEqual(move(ARC, B(mo, 4), mo, 'e11'));
    expect(acts).toContainEqual(move(ARC, B(mo, 5), mo, 'e12'));
    expect(acts.some((a) => a.type === 'endTile')).toBe(false); // used only inside a move
    const t = paris.apply(s, 0, move(ARC, B(mo, 5), mo, 'e12'));
    expect(t.keys[B(mo, 5) * 3]).toBe(2);
    expect(t.ps[0]!.endTiles).toBe(1 << E('E11'));
  });

  test('every End Game tile has an effect the engine resolves', () => {
    expect(END_TILES).toHaveLength(12);
  });
});

describe('reveals (undo barrier)', () => {
  test('drawing and taking an End Game tile reveal; so does an end of turn that makes the next player draw their only stack', () => {
    const s = situation(3, (x) => (x.stacks = [[], [7], []]), { keepStacks: true, prompt: { kind: 'after', seat: 0 } });
    expect(paris.reveals(s, 0, { type: 'endTurn' })).toBe(true);
    const quiet = situation(3, () => {}, { prompt: { kind: 'after', seat: 0 } });
    expect(paris.reveals(quiet, 0, { type: 'endTurn' })).toBe(false);
    expect(paris.reveals(situation(3, () => {}), 0, { type: 'placeKey', at: 0 })).toBe(false);
    expect(paris.reveals(situation(3, () => {}), 0, { type: 'takeEnd', tile: 'E1' })).toBe(true);
  });
});
