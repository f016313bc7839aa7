/**
 * Engines write log text with seat numbers ("Player 2 built …"), since they know no names. The
 * log shows people's names instead, and drops the actor's own name at the start when the line
 * already has the actor's badge in front of it.
 */
export function logText(text: string, actor: number | null, name: (seat: number) => string, seats: number): string {
  let out = '';
  let i = 0;
  const word = 'Player ';
  while (i < text.length) {
    const at = text.indexOf(word, i);
    if (at < 0) break;
    let j = at + word.length;
    while (j < text.length && text[j]! >= '0' && text[j]! <= '9') j++;
    const n = Number(text.slice(at + word.length, j));
    if (j > at + word.length && n >= 1 && n <= seats) {
      out += text.slice(i, at) + name(n - 1);
    } else {
      out += text.slice(i, j);
    }
    i = j;
  }
  out += text.slice(i);
  if (actor !== null) {
    const own = name(actor) + ' ';
    if (out.startsWith(own) && out.length > own.length) out = out.slice(own.length);
  }
  return out;
}
