/** The rooms' strings (net.*, watch.*) are not in the first download: fetched, in the language in use, before this page renders. */
export async function load(): Promise<void> {
  const { roomStrings } = await import('$lib/i18n/rooms');
  await roomStrings();
}
