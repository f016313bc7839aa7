/**
 * The lost content is tagged in the data tables and listed in docs/rules-decisions.md
 * (§ Clash of Cultures): every entry has a valid tag and a reason, and the document names it.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { SOURCE_TAGS } from './tables/source';
import { ADVANCES } from './tables/advances';
import { WONDERS } from './tables/wonders';
import { EVENTS } from './tables/events';
import { CIVIL, TACTICS_DEFS } from './tables/actioncards';
import { OBJECTIVES } from './tables/objectives';
import { MAP_SOURCE, SEATING_SOURCE } from './tables/map';
import { TRADE_LIMITS_SOURCE, UNIT_COST_SOURCE, VARIABLE_END_SOURCE } from './tables/rules';

const doc = readFileSync(new URL('../../../docs/rules-decisions.md', import.meta.url), 'utf8');
const section = doc.slice(doc.indexOf('## Clash of Cultures'));

const entries: { name: string; tag: string; why: string }[] = [
  ...ADVANCES.map((a) => ({ name: a.name, ...a.src })),
  ...WONDERS.map((w) => ({ name: w.name, ...w.src })),
  ...EVENTS.map((e) => ({ name: e.name, ...e.src })),
  ...Object.values(CIVIL).map((c) => ({ name: c.name, ...c.src })),
  ...Object.values(TACTICS_DEFS).map((t) => ({ name: t.name, ...t.src })),
  ...Object.values(OBJECTIVES).map((o) => ({ name: o.name, ...o.src })),
  { name: 'Regular region tiles', ...MAP_SOURCE },
  { name: 'seating', ...SEATING_SOURCE },
  { name: 'Settler 2 Food', ...UNIT_COST_SOURCE },
  { name: 'one proposal per Turn', ...TRADE_LIMITS_SOURCE },
  { name: 'R6T2', ...VARIABLE_END_SOURCE }
];

describe('tagged content', () => {
  test.each(entries.map((e) => [e.name, e] as const))('%s: tagged, with a reason, listed in docs/rules-decisions.md', (name, e) => {
    expect(SOURCE_TAGS).toContain(e.tag);
    expect(e.why.length).toBeGreaterThan(5);
    expect(section.includes(name)).toBe(true);
  });
});
