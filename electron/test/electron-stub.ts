// Stands in for 'electron' in the vitest project: Electron's binary is absent on build machines,
// so any service that reaches for the real module instead of an injected dependency fails loudly.
function unavailable(name: string): never {
  throw new Error(`electron.${name} was used in a unit test: inject a fake instead`);
}

const stub = new Proxy(
  {},
  {
    get(_target, property) {
      if (property === '__esModule') return false;
      if (property === 'then') return undefined;
      return unavailable(String(property));
    },
  },
);

export default stub;
export const app = new Proxy({}, { get: (_t, p) => unavailable(`app.${String(p)}`) });
export const BrowserWindow = new Proxy(function () {}, {
  construct: () => unavailable('BrowserWindow'),
  get: (_t, p) => unavailable(`BrowserWindow.${String(p)}`),
});
export const ipcMain = new Proxy({}, { get: (_t, p) => unavailable(`ipcMain.${String(p)}`) });
export const ipcRenderer = new Proxy({}, { get: (_t, p) => unavailable(`ipcRenderer.${String(p)}`) });
export const contextBridge = new Proxy({}, { get: (_t, p) => unavailable(`contextBridge.${String(p)}`) });
export const shell = new Proxy({}, { get: (_t, p) => unavailable(`shell.${String(p)}`) });
export const session = new Proxy({}, { get: (_t, p) => unavailable(`session.${String(p)}`) });
export const safeStorage = new Proxy({}, { get: (_t, p) => unavailable(`safeStorage.${String(p)}`) });
export const Notification = new Proxy(function () {}, {
  construct: () => unavailable('Notification'),
  get: (_t, p) => unavailable(`Notification.${String(p)}`),
});
export const Menu = new Proxy({}, { get: (_t, p) => unavailable(`Menu.${String(p)}`) });
export const dialog = new Proxy({}, { get: (_t, p) => unavailable(`dialog.${String(p)}`) });
export const webContents = new Proxy({}, { get: (_t, p) => unavailable(`webContents.${String(p)}`) });
export const nativeImage = new Proxy({}, { get: (_t, p) => unavailable(`nativeImage.${String(p)}`) });
