// Adapts ipcMain.handle to the IpcHandlerRegistry of ipc.ts.
import { ipcMain } from 'electron';
import type { IpcHandlerRegistry } from '../ipc';

export const electronIpcRegistry: IpcHandlerRegistry = {
  handle: (channel, listener) => ipcMain.handle(channel, listener),
};
