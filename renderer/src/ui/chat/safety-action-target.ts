// Where a triage safety action leads (DESIGN 7, "Safety first"): a number to call or a storefront screen, nothing else.

export type SafetyActionTarget = { kind: 'call'; href: string } | { kind: 'open'; path: string };

// A phone number with the visual separators tel: URLs allow, and at least two digits.
const TEL_ACTION = /^tel:\+?[\d\s().-]{2,32}$/;
// A path inside the storefront: one leading slash, so '//host' (another site) and 'javascript:' never pass.
const IN_APP_PATH = /^\/(?!\/)[\w\-./?=&%#]*$/;

/**
 * What a safety action does: dial its number or open a storefront screen. The server writes `action`, but it lands
 * in an href or the router, so anything else (another site, a script URL) is dropped rather than followed.
 */
export function safetyActionTarget(action: string): SafetyActionTarget | null {
  const trimmed = action.trim();
  if (TEL_ACTION.test(trimmed) && (trimmed.match(/\d/g)?.length ?? 0) >= 2) return { kind: 'call', href: trimmed.replace(/\s+/g, '') };
  if (IN_APP_PATH.test(trimmed)) return { kind: 'open', path: trimmed };
  return null;
}
