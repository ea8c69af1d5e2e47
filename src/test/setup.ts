import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';

// jsdom has no ResizeObserver; Headless UI's anchored menus and listboxes watch their button with one.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
