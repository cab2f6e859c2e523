import { app, BrowserWindow, dialog, ipcMain } from 'electron';
import { describe, expect, it } from 'vitest';

describe('the electron stub of the vitest project', () => {
  it('fails loudly when a test reaches a real Electron object', () => {
    expect(() => app.getPath('userData')).toThrow(/inject a fake instead/);
    expect(() => ipcMain.handle('guardians:x', () => null)).toThrow(/ipcMain\.handle/);
    expect(() => dialog.showErrorBox('a', 'b')).toThrow(/dialog\.showErrorBox/);
    expect(() => new BrowserWindow()).toThrow(/BrowserWindow/);
  });
});
