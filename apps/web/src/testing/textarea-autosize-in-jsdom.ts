/**
 * MUI's TextareaAutosize (every multiline TextField) measures its textarea after each render to
 * grow it with its text. jsdom lays nothing out, so the measure is always empty, yet jsdom's
 * getComputedStyle works it out by matching every emotion rule against the textarea and each of
 * its ancestors, on every keystroke anywhere in the form. Only that caller is answered "0px
 * wide", which TextareaAutosize takes as "not shown" and measures nothing; every other
 * getComputedStyle (Testing Library's visibility and names, user-event's pointer-events) still
 * gets jsdom's full answer.
 */
export function skipTextareaMeasuringInJsdom(): void {
  // Once per window: the setup file may run again in the same one.
  if (Reflect.get(window, WRAPPED) === true) return;
  Reflect.set(window, WRAPPED, true);
  const fullComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (element instanceof HTMLTextAreaElement && calledByTextareaAutosize()) {
      const notShown = document.createElement('textarea').style;
      notShown.width = '0px';
      return notShown;
    }
    return fullComputedStyle(element, pseudoElement);
  };
}

const WRAPPED = Symbol.for('casekeeper.skipTextareaMeasuring');

function calledByTextareaAutosize(): boolean {
  const limit = Error.stackTraceLimit;
  // This function, the wrapper above, then its caller: a short stack is cheap to take.
  Error.stackTraceLimit = 3;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  return stack.includes('TextareaAutosize');
}
