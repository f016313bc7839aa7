import { describe, expect, test } from 'vitest';
import { clash } from '$engine/games/clash';
import { actionHex, hexCentre, mapBox, panBox, targetsByHex, zoomBox, HEX_R } from './model';

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
