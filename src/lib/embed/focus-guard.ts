/**
 * A framed page never takes the keyboard focus from the page around it. In a frame whose document
 * does not have the focus (the person is typing or reading in the embedding page), calls to
 * `focus()` are ignored: SvelteKit focuses <body> after its first navigation, Svelte honours
 * `autofocus`, and the table moves focus to the next decision — right inside the app, wrong in a
 * frame nobody is using, where each call pulled the focus (and the next keystrokes) into the frame,
 * across origins too. Once the person clicks or tabs into the frame, `document.hasFocus()` holds
 * and focus management works as on the site itself.
 */
export function guardFramedFocus(win: Window & typeof globalThis): void {
  if (!isFramed(win)) return;
  for (const proto of [win.HTMLElement.prototype, win.SVGElement.prototype]) {
    const focus = proto.focus;
    proto.focus = function guardedFocus(this: HTMLElement | SVGElement, options?: FocusOptions): void {
      if (win.document.hasFocus()) focus.call(this, options);
    };
  }
}

function isFramed(win: Window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true; // a browser that refuses even to compare with the top window frames us
  }
}
