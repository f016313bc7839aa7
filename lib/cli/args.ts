/** A small argv parser for the CLI tools: `--key value`, `--flag`, repeated keys collect. */
export interface ParsedArgs {
  readonly positional: string[];
  readonly values: Map<string, string[]>;
  readonly flags: Set<string>;
}

export function parseArgs(argv: readonly string[], booleanFlags: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const values = new Map<string, string[]>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const key = a.slice(2);
    if (booleanFlags.includes(key)) {
      flags.add(key);
      continue;
    }
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) throw new Error(`--${key} needs a value`);
    values.set(key, [...(values.get(key) ?? []), v]);
    i++;
  }
  return { positional, values, flags };
}

export function one(args: ParsedArgs, key: string): string | undefined {
  const v = args.values.get(key);
  if (v && v.length > 1) throw new Error(`--${key} given more than once`);
  return v?.[0];
}

export function int(args: ParsedArgs, key: string, fallback?: number): number {
  const v = one(args, key);
  if (v === undefined) {
    if (fallback === undefined) throw new Error(`--${key} is required`);
    return fallback;
  }
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${key} must be a whole number, got "${v}"`);
  return n;
}
