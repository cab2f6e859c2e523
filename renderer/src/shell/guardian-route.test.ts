import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GUARDIAN_IDS, findGuardian } from '@common/guardians';
import { loadGuardianFromParams } from './guardian-route';

function argsFor(guardian: string | undefined): LoaderFunctionArgs {
  const url = new URL(`http://guardians.test/collection/${guardian ?? ''}`);
  return { params: { guardian }, request: new Request(url), url, pattern: '/collection/:guardian', context: undefined };
}

/** The loader throws react-router's data() result, which the router hands to the error boundary as a 404. */
function thrownStatus(guardian: string | undefined): number | undefined {
  try {
    loadGuardianFromParams(argsFor(guardian));
  } catch (thrown) {
    return (thrown as { init?: ResponseInit | null }).init?.status;
  }
  return undefined;
}

describe('loadGuardianFromParams', () => {
  it.each(GUARDIAN_IDS)('hands the %s guardian to its screen', (id) => {
    expect(loadGuardianFromParams(argsFor(id))).toEqual({ guardian: findGuardian(id) });
  });

  it.each(['unknown', 'Angio', 'primary', '', undefined])('answers 404 for %s', (id) => {
    expect(thrownStatus(id)).toBe(404);
  });
});
