import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 5000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      webDistDir: 'dist/web',
      logLevel: 'info',
      nodeEnv: 'development',
    });
  });

  it('reads every variable and treats blank values as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      GUARDIANS_DATA_DIR: '/var/lib/guardians',
      DATABASE_URL: 'postgresql://app:secret@db:5432/guardians',
      WEB_DIST_DIR: ' ',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', dataDir: '/var/lib/guardians', webDistDir: 'dist/web', logLevel: 'debug', nodeEnv: 'production' });
    expect(config.databaseUrl).toBe('postgresql://app:secret@db:5432/guardians');
  });

  it('names each invalid variable in one startup error', () => {
    const load = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://localhost/guardians', LOG_LEVEL: 'loud' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/DATABASE_URL: must start with postgres:\/\//);
    expect(load).toThrow(/LOG_LEVEL/);
  });

  it('rejects a port outside 0-65535', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});
