// Only pages of the storefront itself may talk to the main process. A frame that navigated elsewhere
// (or an embedded third-party frame) keeps the preload's bridge, so the check is on the sending frame's URL.
import { isAppOrigin } from './navigation-policy';

/** The part of Electron's WebFrameMain the check reads. */
export interface IpcSenderFrame {
  readonly url: string;
}

export function isTrustedIpcSender(frame: IpcSenderFrame | null | undefined, appOrigin: string): boolean {
  // Electron reports null when the frame navigated away or was destroyed before the message was handled.
  if (frame === null || frame === undefined) return false;
  return isAppOrigin(frame.url, appOrigin);
}
