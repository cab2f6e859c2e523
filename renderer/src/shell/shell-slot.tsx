/**
 * Where a shell extra (cookie banner, onboarding, quick chat) mounts once its issue lands.
 * Empty on purpose; the layout decides whether the slot exists on the current path.
 */
export function ShellSlot({ name }: { name: 'cookie-banner' | 'onboarding' | 'quick-chat' }) {
  return <div data-shell-slot={name} />;
}
