/** Embed mode's theme: the custom properties each validated parameter sets, and contrast. */
import { expect, test } from 'vitest';
import { contrast, DARK_PALETTE, LIGHT_BG, LIGHT_INK, themeProperties } from './theme';

const NONE = { accent: null, bg: null, ink: null, fontPx: null, dark: false };

test('no parameters: nothing is overridden', () => {
  expect(themeProperties(NONE)).toEqual({});
});

test('dark: the whole dark palette and the dark colour scheme', () => {
  const p = themeProperties({ ...NONE, dark: true });
  expect(p).toMatchObject(DARK_PALETTE);
  expect(p['color-scheme']).toBe('dark');
});

test('accent: the colour, a hover shade, and black or white text on it, whichever reads better', () => {
  expect(themeProperties({ ...NONE, accent: '#1f5fa8' })).toEqual({
    '--accent': '#1f5fa8',
    '--accent-hover': 'color-mix(in srgb, #1f5fa8 82%, #000)',
    '--on-accent': '#fff'
  });
  expect(themeProperties({ ...NONE, accent: '#ffd34d' })['--on-accent']).toBe('#000');
});

test('bg and ink: both set, muted text and lines mixed from them; font size', () => {
  const p = themeProperties({ ...NONE, bg: '#eef4fb', ink: '#102030', fontPx: 18 });
  expect(p).toMatchObject({ '--bg': '#eef4fb', '--ink': '#102030', 'font-size': '18px', '--muted': 'color-mix(in srgb, var(--ink) 78%, var(--bg))' });
  expect(p['--panel']).toBe('color-mix(in srgb, #eef4fb 92%, #fff)');
});

test('contrast: WCAG ratios; the site’s and the dark palette’s text pass AA', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  expect(contrast(LIGHT_INK, LIGHT_BG)).toBeGreaterThan(4.5);
  for (const fg of ['--ink', '--muted', '--accent', '--danger', '--warn']) expect(contrast(DARK_PALETTE[fg]!, DARK_PALETTE['--bg']!), fg).toBeGreaterThan(4.5);
  expect(contrast(DARK_PALETTE['--on-accent']!, DARK_PALETTE['--accent']!)).toBeGreaterThan(4.5);
});
