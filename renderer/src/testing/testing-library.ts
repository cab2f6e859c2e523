// What the renderer's tests import as '@testing-library/react' (vitest.config.ts): the Preact Testing Library, as the
// screens run on Preact (renderer/preact-aliases.ts), with one mend. Under preact/compat it turns every change event
// into an input event, which suits text fields (compat listens to 'input' for their onChange) but not a <select>, whose
// onChange listens to 'change'. A browser fires both when a value is chosen or typed, and so does fireEvent.change here.
import { fireEvent as preactFireEvent } from '@testing-library/preact';

export * from '@testing-library/preact';

type FireEvent = typeof preactFireEvent;

export const fireEvent: FireEvent = Object.assign((...args: Parameters<FireEvent>) => preactFireEvent(...args), preactFireEvent, {
  change(element: Document | Element | Window | Node, init?: object): boolean {
    const input = preactFireEvent.change(element, init);
    const change = preactFireEvent(element, new Event('change', { bubbles: true }));
    return input && change;
  },
});
