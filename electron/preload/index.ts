// Sandboxed preload: bundled into one CommonJS file (electron.vite.config.ts) because a sandboxed
// preload can require nothing but a few Electron modules.
import { contextBridge, ipcRenderer } from 'electron';
import { DESKTOP_BRIDGE_KEY } from '@common/desktop-bridge';
import { createDesktopBridge } from './bridge';

contextBridge.exposeInMainWorld(DESKTOP_BRIDGE_KEY, createDesktopBridge(ipcRenderer, process));
