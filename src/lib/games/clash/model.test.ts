import { describe, expect, test } from 'vitest';
import { clash } from '$engine/games/clash';
import { actionHex, boxShowing, hexCentre, hexToward, mapBox, panBox, targetsByHex, zoomBox, HEX_R } from './model';

describe('Clash table model', () => {
  const s = clash.setup({ players: 2, seed: 'model', options: {} });
  const seat = clash.pending(s)[0]!;
  const view = clash.view(s, seat);

  test('hex centres: columns 1.5 radii apart, odd columns half a hex lower', () => {
    expect(hexCentre({ col: 0, row: 0 })).toEqual({ x: 0, y: 0 });
    expect(hexCentre({ col: 2, row: 1 }).x).toBe(3 * HEX_R);
    expect(hexCentre({ col: 1, row: 1 }).y - hexCentre({ col: 0, row: 1 }).y).toBeCloseTo((Math.sqrt(3) * HEX_R) / 2);
  });

  test('every hex of the view has its drawing position from its name', () => {
    for (const h of view.hexes) expect(String.fromCharCode(65 + h.col) + h.row).toBe(h.name);
  });

  test('zoom and pan stay within the map', () => {
    const full = mapBox(view.hexes);
    const z = zoomBox(full, full, 2);
    expect(z.w).toBeCloseTo(full.w / 2);
    expect(zoomBox(z, full, 0.1).w).toBeCloseTo(full.w);
    expect(zoomBox(full, full, 100).w).toBeCloseTo(full.w / 4);
    const far = panBox(z, full, 1e6, 1e6);
    expect(far.x).toBeCloseTo(full.x + full.w - z.w / 2);
  });

  test('actions pointing at a city are drawn on its hex', () => {
    const acts = clash.actions(s, seat);
    const collect = acts.find((a) => a.type === 'collect');
    expect(collect).toBeDefined();
    const city = view.cities.find((c) => collect!.type === 'collect' && c.id === collect!.city)!;
    expect(actionHex(view, collect!)).toBe(city.hex);
    expect(actionHex(view, { type: 'end' })).toBeNull();
    const byHex = targetsByHex(view, acts);
    expect(byHex.get(city.hex)!.length).toBeGreaterThan(0);
  });
});

describe('keyboard moves between hexes', () => {
  const s = clash.setup({ players: 2, seed: 'model', options: {} });
  const view = clash.view(s, 0);
  const at = (name: string) => view.hexes.find((h) => h.name === name)!.hex;

  test('Up and Down walk a column, Left and Right step to a neighbour column, none past the edge', () => {
    expect(hexToward(view.hexes, at('D4'), 'ArrowUp')).toBe(at('D3'));
    expect(hexToward(view.hexes, at('D4'), 'ArrowDown')).toBe(at('D5'));
    const right = view.hexes[hexToward(view.hexes, at('D4'), 'ArrowRight')!]!;
    expect(right.col).toBe(view.hexes[at('D4')]!.col + 1);
    const left = view.hexes[hexToward(view.hexes, at('D4'), 'ArrowLeft')!]!;
    expect(left.col).toBe(view.hexes[at('D4')]!.col - 1);
    expect(hexToward(view.hexes, at('D4'), 'Enter')).toBeNull();
    const top = view.hexes.reduce((a, b) => (hexCentre(b).y < hexCentre(a).y ? b : a));
    expect(hexToward(view.hexes, top.hex, 'ArrowUp')).toBeNull();
  });

  test('boxShowing pans just enough to show a point, and keeps a box that shows it', () => {
    const box = { x: 0, y: 0, w: 200, h: 100 };
    expect(boxShowing(box, 100, 50)).toBe(box);
    const moved = boxShowing(box, 400, 50);
    expect(moved).toEqual({ x: 400 + HEX_R * 1.2 - 200, y: 0, w: 200, h: 100 });
    expect(boxShowing(box, -10, -10)).toEqual({ x: -10 - HEX_R * 1.2, y: -10 - HEX_R * 1.2, w: 200, h: 100 });
  });
});
