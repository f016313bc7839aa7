/**
 * The embed protocol's gate (issue 19 item 2): only the declared origin's `window.parent` is
 * heard, only exact commands pass, everything else is counted by reason; messages out go to the
 * declared origin only, as plain data.
 */
import { describe, expect, test } from 'vitest';
import { EMBED_PROTOCOL, EMBED_VERSION, EmbedChannel, parseCommand, resultMessage, type EmbedCommand, type MessageTarget } from './protocol';

const PARENT = 'https://games.example.org';
const cmd = (fields: Record<string, unknown>) => ({ protocol: EMBED_PROTOCOL, version: EMBED_VERSION, ...fields });

function fakeParent(): MessageTarget & { posted: [unknown, string][] } {
  const posted: [unknown, string][] = [];
  return { posted, postMessage: (m, o) => void posted.push([m, o]) };
}

function channel(parent: string | null = PARENT) {
  const target = fakeParent();
  const commands: EmbedCommand[] = [];
  const ignores: string[] = [];
  const ch = new EmbedChannel({ parent, target, oncommand: (c) => commands.push(c), onignore: (r) => ignores.push(r) });
  return { ch, target, commands, ignores };
}

/** `depth` arrays inside each other, built without recursion. */
function nested(depth: number): unknown {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

describe('parseCommand', () => {
  test.each([
    ['status', cmd({ type: 'status' }), { type: 'status' }],
    ['newGame', cmd({ type: 'newGame' }), { type: 'newGame' }],
    ['newGame with a seed (trimmed)', cmd({ type: 'newGame', seed: '  abc-1 ' }), { type: 'newGame', seed: 'abc-1' }]
  ])('accepts %s', (_name, data, expected) => {
    expect(parseCommand(data)).toEqual(expected);
  });

  test.each([
    ['a string', 'newGame'],
    ['null', null],
    ['an array', [cmd({ type: 'status' })]],
    ['no protocol', { version: 1, type: 'status' }],
    ['another protocol', { protocol: 'other', version: 1, type: 'status' }],
    ['another version', cmd({ version: 2, type: 'status' })],
    ['a version as text', cmd({ version: '1', type: 'status' })],
    ['an unknown type', cmd({ type: 'deleteEverything' })],
    ['a type that is not text', cmd({ type: 7 })],
    ['a huge type', cmd({ type: 'x'.repeat(1_000_000) })],
    ['an unknown field', cmd({ type: 'status', extra: 1 })],
    ['a seed that is not text', cmd({ type: 'newGame', seed: 5 })],
    ['an empty seed', cmd({ type: 'newGame', seed: '   ' })],
    ['a huge seed', cmd({ type: 'newGame', seed: 's'.repeat(1_000_000) })],
    ['a seed with control characters', cmd({ type: 'newGame', seed: 'a\u0000b' })],
    ['nested junk 10,000 deep', cmd({ type: 'newGame', seed: nested(10_000) })],
    ['junk 10,000 deep at the top', nested(10_000)],
    ['a wide object', Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]))],
    ['a class instance', Object.assign(new (class Cmd {})(), cmd({ type: 'status' }))],
    ['a Map', new Map([['type', 'status']])]
  ])('rejects %s', (_name, data) => {
    expect(parseCommand(data)).toBeNull();
  });

  test('a prototype-less object with the right fields is a command (structured clone may give one)', () => {
    expect(parseCommand(Object.assign(Object.create(null) as object, cmd({ type: 'status' })))).toEqual({ type: 'status' });
  });
});

describe('EmbedChannel', () => {
  test('sends to the declared origin only, wrapped and as plain data', () => {
    const { ch, target } = channel();
    expect(ch.send({ type: 'size', height: 600 })).toBe(true);
    expect(target.posted).toEqual([[{ protocol: EMBED_PROTOCOL, version: EMBED_VERSION, type: 'size', height: 600 }, PARENT]]);
  });

  test('without a declared origin nothing is sent and nothing is heard', () => {
    const { ch, target, commands, ignores } = channel(null);
    expect(ch.open).toBe(false);
    expect(ch.send({ type: 'ready', game: 'caylus', notes: [] })).toBe(false);
    expect(target.posted).toEqual([]);
    expect(ch.receive({ origin: PARENT, source: target, data: cmd({ type: 'status' }) })).toBeNull();
    expect(commands).toEqual([]);
    expect(ignores).toEqual(['origin']);
  });

  test('without an embedding window nothing is sent', () => {
    const ch = new EmbedChannel({ parent: PARENT, target: null });
    expect(ch.send({ type: 'size', height: 1 })).toBe(false);
  });

  test('hears the embedder: its origin and its window', () => {
    const { ch, target, commands } = channel();
    expect(ch.receive({ origin: PARENT, source: target, data: cmd({ type: 'newGame', seed: 's1' }) })).toEqual({ type: 'newGame', seed: 's1' });
    expect(commands).toEqual([{ type: 'newGame', seed: 's1' }]);
    expect(ch.ignored).toEqual({ origin: 0, source: 0, shape: 0 });
  });

  test('ignores and counts a wrong origin, a wrong source and a wrong shape', () => {
    const { ch, target, commands, ignores } = channel();
    const other = fakeParent();
    const good = cmd({ type: 'status' });
    expect(ch.receive({ origin: 'https://evil.example', source: target, data: good })).toBeNull();
    expect(ch.receive({ origin: 'https://games.example.org:444', source: target, data: good })).toBeNull();
    expect(ch.receive({ origin: 'http://games.example.org', source: target, data: good })).toBeNull();
    expect(ch.receive({ origin: 'null', source: target, data: good })).toBeNull();
    expect(ch.receive({ origin: PARENT, source: other, data: good })).toBeNull();
    expect(ch.receive({ origin: PARENT, source: null, data: good })).toBeNull();
    expect(ch.receive({ origin: PARENT, source: target, data: nested(10_000) })).toBeNull();
    expect(ch.receive({ origin: PARENT, source: target, data: cmd({ type: 'newGame', seed: 'x'.repeat(2_000_000) }) })).toBeNull();
    expect(ch.receive({ origin: PARENT, source: target, data: { hello: 'another library on the page' } })).toBeNull();
    expect(ch.ignored).toEqual({ origin: 4, source: 2, shape: 3 });
    expect(ignores).toEqual(['origin', 'origin', 'origin', 'origin', 'source', 'source', 'shape', 'shape', 'shape']);
    expect(commands).toEqual([]);
    // Nothing is ever answered to what was ignored.
    expect(target.posted).toEqual([]);
    expect(other.posted).toEqual([]);
  });

  test('a message that cannot be cloned is not sent, and does not throw', () => {
    const target: MessageTarget = {
      postMessage: () => {
        throw new Error('DataCloneError');
      }
    };
    const ch = new EmbedChannel({ parent: PARENT, target });
    expect(ch.send({ type: 'size', height: 1 })).toBe(false);
  });
});

test('resultMessage: the engine result, in rank order, with names, as plain data', () => {
  const result = {
    winners: [1],
    players: [
      { seat: 1, rank: 1, score: 40, breakdown: [{ category: 'a', label: 'A', points: 40 }], tiebreak: [3] },
      { seat: 0, rank: 2, score: 31, breakdown: [{ category: 'a', label: 'A', points: 31 }], tiebreak: [5] }
    ]
  };
  expect(resultMessage(result, (s) => ['Ann', 'Bob'][s]!)).toEqual({
    winners: [1],
    players: [
      { seat: 1, name: 'Bob', rank: 1, score: 40, breakdown: [{ category: 'a', label: 'A', points: 40 }], tiebreak: [3] },
      { seat: 0, name: 'Ann', rank: 2, score: 31, breakdown: [{ category: 'a', label: 'A', points: 31 }], tiebreak: [5] }
    ]
  });
});
