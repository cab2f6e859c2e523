// Remembers where the window was: size, position and whether it was maximised. Restoring checks the saved
// rectangle against today's displays, so a window last seen on an unplugged monitor comes back on screen.
import { z } from 'zod';

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  bounds: Rectangle;
  maximized: boolean;
}

const windowStateSchema = z.object({
  bounds: z.object({ x: z.number().int(), y: z.number().int(), width: z.number().int().positive(), height: z.number().int().positive() }),
  maximized: z.boolean(),
});

export const DEFAULT_WINDOW_SIZE = { width: 1280, height: 832 } as const;
export const MINIMUM_WINDOW_SIZE = { width: 360, height: 560 } as const;
/** How much of the title bar must be on a display for the user to grab it. */
const VISIBLE_MARGIN = 48;

function overlapsEnough(bounds: Rectangle, workArea: Rectangle): boolean {
  const visibleWidth = Math.min(bounds.x + bounds.width, workArea.x + workArea.width) - Math.max(bounds.x, workArea.x);
  const titleBarOnScreen = bounds.y >= workArea.y && bounds.y < workArea.y + workArea.height - VISIBLE_MARGIN / 2;
  return visibleWidth >= VISIBLE_MARGIN && titleBarOnScreen;
}

/**
 * The bounds to open the window with: the saved ones when a display still shows its title bar (shrunk to
 * fit that display), otherwise just the default size, which lets the OS centre it on the primary display.
 */
export function restoredWindowState(
  saved: unknown,
  workAreas: readonly Rectangle[],
): { bounds: Partial<Rectangle> & { width: number; height: number }; maximized: boolean } {
  const parsed = windowStateSchema.safeParse(saved);
  if (!parsed.success) return { bounds: { ...DEFAULT_WINDOW_SIZE }, maximized: false };
  const { bounds, maximized } = parsed.data;
  const display = workAreas.find((area) => overlapsEnough(bounds, area));
  if (display === undefined) {
    return {
      bounds: { width: Math.max(MINIMUM_WINDOW_SIZE.width, bounds.width), height: Math.max(MINIMUM_WINDOW_SIZE.height, bounds.height) },
      maximized,
    };
  }
  return {
    bounds: {
      x: bounds.x,
      y: bounds.y,
      width: Math.max(MINIMUM_WINDOW_SIZE.width, Math.min(bounds.width, display.width)),
      height: Math.max(MINIMUM_WINDOW_SIZE.height, Math.min(bounds.height, display.height)),
    },
    maximized,
  };
}

/** What is saved: the normal (un-maximised) bounds, so un-maximising after a restart returns to them. */
export function windowStateToSave(normalBounds: Rectangle, maximized: boolean): WindowState {
  const rounded = {
    x: Math.round(normalBounds.x),
    y: Math.round(normalBounds.y),
    width: Math.round(normalBounds.width),
    height: Math.round(normalBounds.height),
  };
  return { bounds: rounded, maximized };
}
