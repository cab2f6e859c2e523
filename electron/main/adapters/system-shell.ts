// The operating system's side of the app: the default browser and blocking error boxes.
import { dialog, shell } from 'electron';
import { toSafeExternalUrl } from '../security/safe-external-url';

/** Re-checks the URL here too, so no future caller can hand the OS an arbitrary scheme. */
export async function openInSystemBrowser(url: string): Promise<void> {
  const safeUrl = toSafeExternalUrl(url);
  if (safeUrl === null) throw new Error(`Refused to open ${url} outside the app`);
  await shell.openExternal(safeUrl);
}

export function showErrorBox(title: string, message: string): void {
  dialog.showErrorBox(title, message);
}
