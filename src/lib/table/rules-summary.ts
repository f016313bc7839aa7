/**
 * A game's rules summary as data: sections of a heading and short items, in the reader's language.
 * Each game's `text.ts` exports `rulesSummary()`; the kit's `RulesSummary.svelte` draws it, so a
 * game supplies words, not markup.
 */
export interface RulesSection {
  readonly heading: string;
  readonly items: readonly string[];
}

/** The module a game's `GameUi.rules` loads (its text.ts). */
export interface RulesSource {
  rulesSummary(): readonly RulesSection[];
}

/** Sections given as message keys (`h` heading, `p` items), put in words by `tr`. */
export function sectionsFromKeys<K>(sections: readonly { readonly h: K; readonly p: readonly K[] }[], tr: (key: K) => string): RulesSection[] {
  return sections.map((s) => ({ heading: tr(s.h), items: s.p.map(tr) }));
}
