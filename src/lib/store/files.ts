/**
 * Files in and out of the browser: a download made from text (a Blob behind a link with
 * `download`), and the text of a file the user picked with `<input type=file>`.
 */

/** Offers `text` as a file download named `name`. */
export function downloadText(name: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: let it live a little.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A file name from a title: "Friday game" + "k3m9" → "friday-game-k3m9.json". */
export function fileName(title: string, id: string, suffix = ''): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${slug || 'game'}-${id}${suffix}.json`;
}

/** The text of a picked file. */
export function readText(file: File): Promise<string> {
  return file.text();
}
