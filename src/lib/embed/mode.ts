/**
 * Whether this page is embed mode (`embed/`), set by the embed page before anything renders:
 * shared components leave out what would lead away from the embedded game (the score sheet's
 * Rematch, which opens the full site's table; the embed offers its own New game instead).
 */
export const embedMode = { on: false };
