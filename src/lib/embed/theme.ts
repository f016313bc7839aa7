/**
 * Embed mode's theme as CSS custom properties on the page's root element: the site's palette
 * (app.css) overridden by the validated `accent`, `bg`, `ink`, `font` and `theme=dark`
 * parameters. Only values params.ts accepted (`#rrggbb`, a number in range) are ever written,
 * each with `style.setProperty` on one named property, so nothing of the URL becomes CSS text.
 */
import type { EmbedTheme } from './params';

/** The site's own page and text colours (app.css), against which a lone `bg` or `ink` is checked. */
export const LIGHT_BG = '#f6f1e7';
export const LIGHT_INK = '#1f1a14';
/** WCAG AA contrast for text. */
export const MIN_CONTRAST = 4.5;

/** The dark palette (`theme=dark`): the site's custom properties, dark, AA contrast for text. */
export const DARK_PALETTE: Readonly<Record<string, string>> = {
  '--bg': '#1c1915',
  '--panel': '#27231d',
  '--ink': '#f2ebdf',
  '--muted': '#cabfad',
  '--line': '#6a5e4d',
  '--line-soft': '#3d362c',
  '--chip': '#352e25',
  '--accent': '#e8ad69',
  '--accent-hover': '#f3c690',
  '--on-accent': '#1c1915',
  '--focus': '#8ab4ff',
  '--danger': '#ff958a',
  '--danger-soft': '#40201c',
  '--warn': '#f2c55c',
  '--warn-soft': '#3b3020'
};

/** Relative luminance of `#rrggbb` (WCAG 2). */
export function luminance(hex: string): number {
  const channel = (i: number): number => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG contrast ratio of two `#rrggbb` colours (1–21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The custom properties a theme sets (dark palette first, then each given colour and what follows from it). */
export function themeProperties(theme: EmbedTheme): Record<string, string> {
  const out: Record<string, string> = theme.dark ? { ...DARK_PALETTE } : {};
  if (theme.accent) {
    out['--accent'] = theme.accent;
    out['--accent-hover'] = `color-mix(in srgb, ${theme.accent} 82%, ${theme.dark ? '#fff' : '#000'})`;
    // Text on the accent: whichever of black and white reads better.
    out['--on-accent'] = contrast(theme.accent, '#000000') >= contrast(theme.accent, '#ffffff') ? '#000' : '#fff';
  }
  if (theme.bg) {
    out['--bg'] = theme.bg;
    out['--panel'] = `color-mix(in srgb, ${theme.bg} 92%, #fff)`;
  }
  if (theme.ink) out['--ink'] = theme.ink;
  if (theme.bg || theme.ink) {
    // Muted text and lines between the two, so they follow whichever colours were given.
    out['--muted'] = 'color-mix(in srgb, var(--ink) 78%, var(--bg))';
    out['--line'] = 'color-mix(in srgb, var(--ink) 35%, var(--bg))';
    out['--line-soft'] = 'color-mix(in srgb, var(--ink) 15%, var(--bg))';
    out['--chip'] = 'color-mix(in srgb, var(--ink) 8%, var(--bg))';
  }
  if (theme.fontPx !== null) out['font-size'] = `${theme.fontPx}px`;
  if (theme.dark) out['color-scheme'] = 'dark';
  return out;
}

/**
 * Applies the theme to `root` (the page's `<html>`); returns how to take it off again. Dark mode
 * also marks the root (`data-embed-theme="dark"`): the games draw their boards and cards in their
 * own light colours, so the game's board area keeps the light palette on the dark page
 * (EmbedPage.svelte), like a board on a dark table, and its text stays readable.
 */
export function applyTheme(root: HTMLElement, theme: EmbedTheme): () => void {
  const props = themeProperties(theme);
  for (const [name, value] of Object.entries(props)) root.style.setProperty(name, value);
  if (theme.dark) root.dataset.embedTheme = 'dark';
  return () => {
    for (const name of Object.keys(props)) root.style.removeProperty(name);
    delete root.dataset.embedTheme;
  };
}
