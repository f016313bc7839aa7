/**
 * Every number of the Paris data tables says where it comes from: `known` = the rules file
 * (a [SRC]/[INF] value or a public source), `designed` = the team's design where the rulebook
 * transcript lost the component data (paris-designed-data.md), with a one-line reason.
 * Published values replace designed ones here, with no code change.
 */
export type Source =
  | { readonly source: 'known'; readonly why: string }
  | { readonly source: 'designed'; readonly why: string };

export const known = (why: string): Source => ({ source: 'known', why });
export const designed = (why: string): Source => ({ source: 'designed', why });
