/**
 * jsdom finds an input's labels by walking the whole document and asking every label for its
 * control, and each label finds its control by walking the whole document again for its `for`
 * id: a walk inside a walk. Testing Library asks for the labels of every input on the page in
 * each getByLabelText, and of each candidate in each getByRole's name, so one query on a form
 * page cost a quarter of a second. The same answers from the document's labels and its id index
 * (getElementById, which tests and product code already rely on). Outside a document, jsdom's own
 * getters answer, as before.
 */
export function findLabelsByIdInJsdom(): void {
  // Once per window: the setup file may run again in the same one.
  if (Reflect.get(window, PATCHED) === true) return;
  Reflect.set(window, PATCHED, true);

  const jsdomControl = Object.getOwnPropertyDescriptor(HTMLLabelElement.prototype, 'control');
  if (!jsdomControl?.get) return;
  Object.defineProperty(HTMLLabelElement.prototype, 'control', {
    configurable: true,
    get(this: HTMLLabelElement) {
      return inDocument(this) ? controlOf(this) : (jsdomControl.get?.call(this) as HTMLElement | null);
    },
  });

  for (const type of LABELABLE_TYPES) {
    const jsdomLabels = Object.getOwnPropertyDescriptor(type.prototype, 'labels');
    if (!jsdomLabels?.get) continue;
    Object.defineProperty(type.prototype, 'labels', {
      configurable: true,
      get(this: HTMLElement) {
        if (!inDocument(this)) return jsdomLabels.get?.call(this) as NodeListOf<HTMLLabelElement> | null;
        if (this instanceof HTMLInputElement && this.type === 'hidden') return null;
        const found = Array.from(document.getElementsByTagName('label')).filter(
          (label) => controlOf(label) === this,
        );
        return Object.assign(found, { item: (index: number) => found[index] ?? null });
      },
    });
  }
}

const PATCHED = Symbol.for('casekeeper.findLabelsById');

const LABELABLE_TYPES = [
  HTMLButtonElement,
  HTMLInputElement,
  HTMLMeterElement,
  HTMLOutputElement,
  HTMLProgressElement,
  HTMLSelectElement,
  HTMLTextAreaElement,
];

const inDocument = (element: Element) => element.getRootNode() === document;

// By type rather than by selector: jsdom's selector engine costs more than the rest put together.
const isLabelable = (element: Element | null): element is HTMLElement =>
  LABELABLE_TYPES.some((type) => element instanceof type) &&
  !(element instanceof HTMLInputElement && element.type === 'hidden');

/** What the HTML standard names a label's labeled control. */
function controlOf(label: HTMLLabelElement): HTMLElement | null {
  const forId = label.getAttribute('for');
  if (forId === null) return Array.from(label.getElementsByTagName('*')).find(isLabelable) ?? null;
  if (forId === '') return null;
  const target = document.getElementById(forId);
  return isLabelable(target) ? target : null;
}
