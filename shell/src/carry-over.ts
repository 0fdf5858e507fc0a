// What a visitor did on a prerendered page's static copy before the live page replaced it:
// the values typed, the control in focus, and the button pressed or form sent (held back by
// the gateway's app-start script, gateway/src/static/prerender.ts). The live page has the same
// controls in the same order, so each is found again by its position.

interface Held {
  type: 'click' | 'submit';
  index: number;
}

interface Snapshot {
  values: Array<string | boolean | null>;
  focus: number;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement | HTMLFormElement;

const SELECTOR = 'input,select,textarea,button,form';
const controls = (root: Element) => [...root.querySelectorAll<Control>(SELECTOR)];

function valueOf(el: Control): string | boolean | null {
  if (el instanceof HTMLInputElement) return el.type === 'checkbox' || el.type === 'radio' ? el.checked : el.value;
  if (el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) return el.value;
  return null;
}

/** Sets a value the way typing would, so React's onChange sees it. */
function setValue(el: Control, value: string | boolean | null): void {
  if (value === null || valueOf(el) === value) return;
  if (el instanceof HTMLInputElement && typeof value === 'boolean') {
    el.click();
    return;
  }
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function changedValue(el: Control): string | boolean | null {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) return el.checked !== el.defaultChecked ? el.checked : null;
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) return el.value !== el.defaultValue ? el.value : null;
  if (el instanceof HTMLSelectElement) {
    const initial = [...el.options].find((o) => o.defaultSelected) ?? el.options[0];
    return el.value !== (initial?.value ?? '') ? el.value : null;
  }
  return null;
}

/**
 * Keeps hold of the static copy's controls (they keep their values after React has removed
 * them) and follows which one has focus; `replay` carries both over to the live page.
 */
export function holdStatic(root: Element): { replay(liveRoot: Element): void } {
  const list = controls(root);
  let focus = list.indexOf(document.activeElement as Control);
  const onFocus = (e: FocusEvent) => {
    const i = list.indexOf(e.target as Control);
    if (i >= 0) focus = i;
  };
  document.addEventListener('focusin', onFocus);
  return {
    replay(liveRoot) {
      document.removeEventListener('focusin', onFocus);
      replayOnLive(liveRoot, { values: list.map(changedValue), focus });
    },
  };
}

/** On the live page: the values typed, the focus, then the held button press or form. */
function replayOnLive(root: Element, snap: Snapshot): void {
  const list = controls(root);
  if (list.length !== snap.values.length) return; // not the same page after all: leave it
  snap.values.forEach((v, i) => setValue(list[i]!, v));
  if (snap.focus >= 0) (list[snap.focus] as HTMLElement).focus();
  const held = (window as unknown as { __blHeld?: Held[] }).__blHeld?.splice(0);
  const last = held?.at(-1);
  if (!last) return;
  // After React has applied the values (their updates render before the next task).
  setTimeout(() => {
    const el = list[last.index];
    if (!el?.isConnected) return;
    if (last.type === 'submit' && el instanceof HTMLFormElement) el.requestSubmit();
    else if (el instanceof HTMLElement) el.click();
  }, 0);
}
