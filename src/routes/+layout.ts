import { browser } from '$app/environment';
import { startLanguage } from '$lib/i18n/language.svelte';

export const prerender = true;
export const ssr = false;
export const trailingSlash = 'always';

/** The language is chosen, and its app strings fetched, before anything renders (issue 18). */
export async function load(): Promise<Record<string, never>> {
  if (browser) await startLanguage();
  return {};
}
