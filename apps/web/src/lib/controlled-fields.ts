import { options, type VNode } from 'preact';

/** What the app last drew into a field: its value, or whether it is ticked. */
type Drawn = { value?: unknown; checked?: unknown };

const drawnInto = new WeakMap<Element, Drawn>();
let installed = false;

/** The element a vnode was drawn into: the renderer keeps it under this (stable, mangled) name. */
const elementOf = (vnode: VNode) => (vnode as unknown as { __e?: unknown }).__e;

/** Puts back what the app drew, when the field shows something else. */
function putBack(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, drawn: Drawn) {
  if (typeof drawn.value === 'string' || typeof drawn.value === 'number') {
    if (field.value !== String(drawn.value)) field.value = String(drawn.value);
  }
  if (field instanceof HTMLInputElement && typeof drawn.checked === 'boolean') {
    if (field.checked !== drawn.checked) field.checked = drawn.checked;
  }
}

/**
 * The event an onChange of `field` is heard on: input for what is typed, change for a tick, a
 * choice or a file, as the renderer's compatibility layer does it.
 */
function eventHeardBy(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): string {
  if (field instanceof HTMLSelectElement) return 'change';
  if (field instanceof HTMLInputElement && /^(checkbox|radio|file)$/.test(field.type))
    return 'change';
  return 'input';
}

/**
 * A field the app controls (it draws its `value` or `checked`) shows what the app drew, as React
 * keeps it: a keystroke the app refuses (a letter in a field of digits) is taken back. The renderer
 * only sets a field when the app draws it again, and an app that refuses a keystroke draws nothing
 * new (docs/decisions/074-preact-renders-the-react-code.md). So once the app has handled an input or
 * change event, and drawn whatever it caused, the field is set back to what was last drawn. Called
 * once, before the first render.
 */
export function keepFieldsToWhatTheAppDrew(): void {
  if (installed) return;
  installed = true;
  const diffed = options.diffed;
  options.diffed = (vnode) => {
    const element = elementOf(vnode);
    if (typeof vnode.type === 'string' && element instanceof Element) {
      const props = vnode.props as Drawn;
      if ('value' in props || 'checked' in props) {
        drawnInto.set(element, { value: props.value, checked: props.checked });
      } else drawnInto.delete(element);
    }
    diffed?.(vnode);
  };
  const afterTheApp = (event: Event) => {
    const field = event.target;
    if (
      !(field instanceof HTMLInputElement) &&
      !(field instanceof HTMLTextAreaElement) &&
      !(field instanceof HTMLSelectElement)
    ) {
      return;
    }
    // Only the event the app's onChange hears: a tick sends input, then change, and the app has
    // not answered the tick until the second.
    if (event.type !== eventHeardBy(field)) return;
    // Text being composed (an input method) is the visitor's until they finish it.
    if ((event as InputEvent).isComposing) return;
    // The app's handler has run; what it drew in answer runs in a microtask queued before this one.
    queueMicrotask(() => {
      const drawn = drawnInto.get(field);
      if (drawn) putBack(field, drawn);
    });
  };
  document.addEventListener('input', afterTheApp);
  document.addEventListener('change', afterTheApp);
}
