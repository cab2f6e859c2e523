import { describe, expect, it } from 'vitest';
import { DEFAULT_WINDOW_SIZE, restoredWindowState, windowStateToSave } from './window-state';

const laptop = { x: 0, y: 0, width: 1440, height: 900 };
const externalOnTheRight = { x: 1440, y: 0, width: 2560, height: 1440 };

describe('restoredWindowState', () => {
  it('opens at the default size the first time', () => {
    expect(restoredWindowState(undefined, [laptop])).toEqual({ bounds: { ...DEFAULT_WINDOW_SIZE }, maximized: false });
  });

  it('ignores a saved state it cannot read', () => {
    expect(restoredWindowState({ bounds: { x: 'left' } }, [laptop]).bounds).toEqual({ ...DEFAULT_WINDOW_SIZE });
  });

  it('puts the window back where it was, maximised or not', () => {
    const saved = { bounds: { x: 1600, y: 100, width: 1200, height: 800 }, maximized: true };
    expect(restoredWindowState(saved, [laptop, externalOnTheRight])).toEqual(saved);
  });

  it('keeps the size but lets the OS place a window whose display is gone', () => {
    const saved = { bounds: { x: 1600, y: 100, width: 1200, height: 800 }, maximized: false };
    expect(restoredWindowState(saved, [laptop])).toEqual({ bounds: { width: 1200, height: 800 }, maximized: false });
  });

  it('shrinks a window larger than its display and never below the minimum size', () => {
    expect(restoredWindowState({ bounds: { x: 0, y: 0, width: 3000, height: 2000 }, maximized: false }, [laptop]).bounds).toEqual({
      x: 0,
      y: 0,
      width: 1440,
      height: 900,
    });
    expect(restoredWindowState({ bounds: { x: 0, y: 0, width: 100, height: 100 }, maximized: false }, [laptop]).bounds).toMatchObject({
      width: 360,
      height: 560,
    });
  });

  it('does not restore a window whose title bar is above the display', () => {
    const saved = { bounds: { x: 100, y: -500, width: 800, height: 600 }, maximized: false };
    expect(restoredWindowState(saved, [laptop]).bounds).toEqual({ width: 800, height: 600 });
  });
});

describe('windowStateToSave', () => {
  it('saves whole pixels of the normal bounds', () => {
    expect(windowStateToSave({ x: 10.4, y: 20.6, width: 1000.2, height: 700.7 }, true)).toEqual({
      bounds: { x: 10, y: 21, width: 1000, height: 701 },
      maximized: true,
    });
  });
});
