import type { RefObject } from 'react';
import { useLayoutEffect } from 'react';

/** The height of the page's header, on the document: the toasts open below it (app/toasts.module.css). */
export const SHELL_HEADER_HEIGHT_VARIABLE = '--shell-header-height';

/** Keeps `--shell-header-height` at the height of this header, however its content wraps, while it is on the page. */
export function useShellHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(SHELL_HEADER_HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(SHELL_HEADER_HEIGHT_VARIABLE);
    };
  }, [header]);
}
