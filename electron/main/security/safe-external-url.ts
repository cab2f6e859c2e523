// Which links may leave the app for the operating system's handlers.
// shell.openExternal runs whatever the OS associates with a scheme (file:, smb:, custom protocols can
// execute code), so only web pages and e-mail links are ever handed over.
const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The normalised URL when it is safe to open in the system browser or mail client, else null. */
export function toSafeExternalUrl(candidate: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(candidate);
  } catch {
    return null;
  }
  if (!EXTERNAL_PROTOCOLS.has(parsed.protocol)) return null;
  if (parsed.protocol === 'mailto:') return parsed.href;
  if (parsed.hostname === '') return null;
  // user:password@host is a classic way to disguise the real destination of a link.
  if (parsed.username !== '' || parsed.password !== '') return null;
  return parsed.href;
}

export function isSafeExternalUrl(candidate: string): boolean {
  return toSafeExternalUrl(candidate) !== null;
}
