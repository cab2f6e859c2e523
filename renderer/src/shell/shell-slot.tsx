import type { ReactNode } from 'react';

export type ShellSlotName = 'cookie-banner' | 'install-banner' | 'onboarding' | 'quick-chat';

/**
 * Where a shell extra (cookie banner, install banner, onboarding, quick chat) mounts. The layout decides whether the
 * slot exists on the current path; the app decides what fills it (src/app/storefront-layout.tsx).
 */
export function ShellSlot({ name, children }: { name: ShellSlotName; children?: ReactNode }) {
  return <div data-shell-slot={name}>{children}</div>;
}
