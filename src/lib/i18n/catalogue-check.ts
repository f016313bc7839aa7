/**
 * What is wrong with a translation table against its English table: keys missing or extra, and
 * placeholders (`{name}`) that differ. Used by the catalogue tests of the app and of each game.
 */
const placeholders = (text: string): string[] =>
  [...new Set(text.split('{').slice(1).map((w) => w.slice(0, w.indexOf('}'))))].sort();

export function translationProblems(english: Readonly<Record<string, string>>, translated: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(english)) {
    const text = translated[key];
    if (text === undefined) problems.push(`missing: ${key}`);
    else if (text.trim() === '' && english[key]!.trim() !== '') problems.push(`empty: ${key}`);
    else if (placeholders(text).join() !== placeholders(english[key]!).join())
      problems.push(`placeholders: ${key} has {${placeholders(text).join('}{')}}, English {${placeholders(english[key]!).join('}{')}}`);
  }
  for (const key of Object.keys(translated)) if (!Object.hasOwn(english, key)) problems.push(`extra: ${key}`);
  return problems;
}
