import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { createFakeDesktopPlatform } from '../../../platform/test-support/fake-desktop-platform';
import type { Platform } from '../../../platform/platform';
import { PlatformContext } from '../../../platform/platform-context';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { DesktopSettingsPage } from './desktop-settings-page';

beforeEach(() => {
  localStorage.clear();
  installFakeServer({
    'GET /api/auth/me': () => json({ error: 'Sign in first', code: 'UNAUTHENTICATED' }, 401),
    'GET /api/db-status': databaseAvailable,
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The screen waits on several platform answers; a loaded machine running the whole suite can take over a second. */
const patience = { timeout: 5000 };

function renderOn(platform: Platform) {
  return renderAppScreen(
    <PlatformContext value={platform}>
      <DesktopSettingsPage />
    </PlatformContext>,
    { path: '/desktop-settings' },
  );
}

function keySection(label: string): HTMLElement {
  const field = screen.getByLabelText(new RegExp(`(Enter|Replace) the ${label}`), { selector: 'input' });
  const section = field.closest('form')?.parentElement;
  if (!section) throw new Error(`No section for ${label}`);
  return section;
}

describe('DesktopSettingsPage', () => {
  it('says in a browser that the screen belongs to the desktop app', () => {
    renderAppScreen(<DesktopSettingsPage />, { path: '/desktop-settings' });
    expect(screen.getByText(/These settings belong to the Guardians desktop app/)).toBeTruthy();
    expect(screen.queryByLabelText('API URL')).toBeNull();
  });

  it('saves a key through the platform, shows only "Set" and never the value, then clears it', async () => {
    const { platform, keys } = createFakeDesktopPlatform();
    renderOn(platform);
    await screen.findByLabelText('LLM API key: Not set', undefined, patience);
    const field = screen.getByLabelText('Enter the LLM API key', { selector: 'input' });
    fireEvent.change(field, { target: { value: 'sk-live-secret-123' } });
    fireEvent.click(within(keySection('LLM API key')).getByRole('button', { name: 'Save' }));

    await screen.findByLabelText('LLM API key: Set', undefined, patience);
    expect(platform.secrets.set).toHaveBeenCalledWith('llm-api-key', 'sk-live-secret-123');
    expect(keys.get('llm-api-key')).toBe('sk-live-secret-123');
    expect((screen.getByLabelText('Replace the LLM API key', { selector: 'input' }) as HTMLInputElement).value).toBe('');
    expect(document.body.innerHTML).not.toContain('sk-live-secret-123');
    expect(screen.getByLabelText('ElevenLabs API key: Not set')).toBeTruthy();

    fireEvent.click(within(keySection('LLM API key')).getByRole('button', { name: 'Clear' }));
    await screen.findByLabelText('LLM API key: Not set', undefined, patience);
    expect(platform.secrets.clear).toHaveBeenCalledWith('llm-api-key');
  });

  it('does not send an empty key', async () => {
    const { platform } = createFakeDesktopPlatform();
    renderOn(platform);
    await screen.findByLabelText('ElevenLabs API key: Not set', undefined, patience);
    fireEvent.click(within(keySection('ElevenLabs API key')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Paste the key first.', undefined, patience)).toBeTruthy();
    expect(platform.secrets.set).not.toHaveBeenCalled();
  });

  it('warns that keys last until the app quits when the system offers no encryption', async () => {
    const { platform } = createFakeDesktopPlatform({ protection: 'session-only' });
    renderOn(platform);
    expect(await screen.findByText('Keys are kept until the app quits', undefined, patience)).toBeTruthy();
  });

  it('shows no warning when the system encrypts the keys', async () => {
    const { platform } = createFakeDesktopPlatform({ protection: 'os' });
    renderOn(platform);
    await screen.findByLabelText('LLM API key: Not set', undefined, patience);
    expect(screen.queryByText('Keys are kept until the app quits')).toBeNull();
  });

  it('checks the API URL, saves a valid one for the next start and can go back to the built-in server', async () => {
    const { platform } = createFakeDesktopPlatform();
    renderOn(platform);
    const apiUrl = await screen.findByLabelText('API URL', undefined, patience);
    const server = screen.getByRole('region', { name: 'Server' });
    fireEvent.change(apiUrl, { target: { value: 'ftp://guardians.example.com' } });
    fireEvent.click(within(server).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The address must start with http:// or https://', undefined, patience)).toBeTruthy();
    expect(platform.desktopSettings.update).not.toHaveBeenCalled();

    fireEvent.change(apiUrl, { target: { value: 'https://guardians.example.com' } });
    fireEvent.click(within(server).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Restart the app to use https://guardians.example.com.', undefined, patience)).toBeTruthy();
    expect(platform.desktopSettings.update).toHaveBeenCalledWith({ apiUrl: 'https://guardians.example.com' });

    fireEvent.click(within(server).getByRole('button', { name: 'Use the built-in server' }));
    await waitFor(() => expect(platform.desktopSettings.update).toHaveBeenLastCalledWith({ apiUrl: null }), patience);
  });

  it('saves the LLM base URL and model as plain settings', async () => {
    const { platform } = createFakeDesktopPlatform();
    renderOn(platform);
    fireEvent.change(await screen.findByLabelText('LLM base URL', undefined, patience), { target: { value: 'https://llm.example/v1' } });
    fireEvent.change(screen.getByLabelText('LLM model'), { target: { value: 'small-model' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save base URL and model' }));
    await waitFor(
      () => expect(platform.desktopSettings.update).toHaveBeenCalledWith({ llmBaseUrl: 'https://llm.example/v1', llmModel: 'small-model' }),
      patience,
    );
  });

  it('turns desktop notifications off with the switch', async () => {
    const { platform } = createFakeDesktopPlatform();
    renderOn(platform);
    const toggle = await screen.findByRole('switch', { name: 'Show desktop notifications for blessings and reminders' }, patience);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false), patience);
    expect(platform.desktopSettings.setNotificationsEnabled).toHaveBeenCalledWith(false);
  });
});
