import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseAvailable, installFakeServer, json, text } from '../../../api/test-support/fake-server';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { fixtureDocument } from '../testing/openapi-fixture';
import { ApiTestPage } from './api-test-page';

afterEach(() => cleanup());

const signedOut = () => json({ error: 'Sign in first', code: 'UNAUTHENTICATED' }, 401);

function openOperation(name: RegExp) {
  fireEvent.click(screen.getByRole('button', { name }));
}

describe('/api-test', () => {
  it('says what it is and lists the operations of the document, grouped by tag', async () => {
    installFakeServer({ 'GET /api/auth/me': signedOut, 'GET /api/db-status': databaseAvailable, 'GET /api/openapi.json': () => json(fixtureDocument) });
    renderAppScreen(<ApiTestPage />, { path: '/api-test' });
    expect(screen.getByRole('heading', { level: 1, name: 'API Test' })).toBeTruthy();
    expect(screen.getByText(/read live from the server’s own OpenAPI document/)).toBeTruthy();
    const guardians = await screen.findByRole('region', { name: 'guardians' });
    expect(within(guardians).getByRole('button', { name: 'GET /api/guardians: The five guardians' })).toBeTruthy();
    expect(within(guardians).getByRole('button', { name: 'GET /api/guardians/{id}: One guardian' })).toBeTruthy();
    const reflections = screen.getByRole('region', { name: 'reflections' });
    expect(within(reflections).getByRole('button', { name: 'POST /api/wellness-reflections: Saves a reflection' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3 endpoints');
  });

  it('filters by search words and offers a way back when nothing matches', async () => {
    installFakeServer({ 'GET /api/auth/me': signedOut, 'GET /api/db-status': databaseAvailable, 'GET /api/openapi.json': () => json(fixtureDocument) });
    renderAppScreen(<ApiTestPage />, { path: '/api-test' });
    const search = await screen.findByRole('textbox', { name: 'Search endpoints' });
    fireEvent.change(search, { target: { value: 'post' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 of 3 endpoints'));
    expect(screen.queryByRole('region', { name: 'guardians' })).toBeNull();
    fireEvent.change(search, { target: { value: 'teleport' } });
    expect(await screen.findByText('No endpoint matches “teleport”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show every endpoint' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('3 endpoints'));
  });

  it('shows parameters and the response schema with its $refs resolved when an operation is opened', async () => {
    installFakeServer({ 'GET /api/auth/me': signedOut, 'GET /api/db-status': databaseAvailable, 'GET /api/openapi.json': () => json(fixtureDocument) });
    renderAppScreen(<ApiTestPage />, { path: '/api-test' });
    await screen.findByRole('region', { name: 'guardians' });
    openOperation(/^GET \/api\/guardians\/\{id\}/);
    // The path-level parameter came from #/components/parameters/GuardianId.
    const parameters = await screen.findByRole('table');
    expect(within(parameters).getByText('Guardian id, e.g. angio')).toBeTruthy();
    expect(within(parameters).getByText('at least 1 characters')).toBeTruthy();
    // The 200 answer's schema is #/components/schemas/Guardian: its properties are listed, the self-reference stops.
    fireEvent.click(screen.getByRole('button', { name: /^200 The guardian/ }));
    expect(await screen.findByText('personaName')).toBeTruthy();
    expect(screen.getByText('one of: angio, biome')).toBeTruthy();
    expect(screen.getByText('(contains itself; its outline is shown above)')).toBeTruthy();
    // The 404 answer is the shared response #/components/responses/Failure.
    expect(screen.getByRole('button', { name: /^404 Something was wrong/ })).toBeTruthy();
  });

  it('Try it sends the GET with the filled-in path and shows status, headers and the JSON body', async () => {
    const fake = installFakeServer({
      'GET /api/auth/me': signedOut,
      'GET /api/db-status': databaseAvailable,
      'GET /api/openapi.json': () => json(fixtureDocument),
      'GET /api/guardians/angio': () =>
        new Response(JSON.stringify({ id: 'angio', personaName: 'Captain Angio' }), {
          status: 200,
          statusText: 'OK',
          headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'req-42' },
        }),
    });
    renderAppScreen(<ApiTestPage />, { path: '/api-test' });
    await screen.findByRole('region', { name: 'guardians' });
    openOperation(/^GET \/api\/guardians\/\{id\}/);
    const form = await screen.findByRole('form', { name: 'Try GET /api/guardians/{id}' });
    expect(within(form).getByText(/^Not sent from here: Accept-Language \(header\)\./)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Send GET request' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('Fill in id (path).');
    fireEvent.change(within(form).getByRole('textbox', { name: /^id \(path\)/ }), { target: { value: 'angio' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send GET request' }));
    const response = await within(form).findByRole('region', { name: 'Response' });
    expect(within(response).getByLabelText('Status 200').textContent).toBe('200 OK');
    expect(within(response).getByRole('rowheader', { name: 'x-request-id' })).toBeTruthy();
    expect(within(response).getByRole('cell', { name: 'req-42' })).toBeTruthy();
    expect(within(response).getByLabelText('Response body').textContent).toBe(JSON.stringify({ id: 'angio', personaName: 'Captain Angio' }, null, 2));
    const [sent] = fake.requestsTo('GET /api/guardians/angio');
    expect(sent?.init.credentials).toBe('include');
  });

  it('Try it on a write sends the JSON body and shows a refusal as the server gave it', async () => {
    const fake = installFakeServer({
      'GET /api/auth/me': signedOut,
      'GET /api/db-status': databaseAvailable,
      'GET /api/openapi.json': () => json(fixtureDocument),
      'POST /api/wellness-reflections': () => json({ error: 'Sign in to save a reflection.', code: 'UNAUTHENTICATED' }, 401, 'Unauthorized'),
    });
    renderAppScreen(<ApiTestPage />, { path: '/api-test' });
    await screen.findByRole('region', { name: 'reflections' });
    openOperation(/^POST \/api\/wellness-reflections/);
    const form = await screen.findByRole('form', { name: 'Try POST /api/wellness-reflections' });
    const body = within(form).getByRole('textbox', { name: /Request body/ }) as HTMLTextAreaElement;
    expect(JSON.parse(body.value)).toEqual({ storyId: 1, text: 'xxx' });
    fireEvent.change(body, { target: { value: '{"storyId": 3, "text": "A calm walk"}' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send POST request' }));
    const response = await within(form).findByRole('region', { name: 'Response' });
    expect(within(response).getByLabelText('Status 401').textContent).toBe('401 Unauthorized');
    expect(within(response).getByLabelText('Response body').textContent).toContain('"code": "UNAUTHENTICATED"');
    const [sent] = fake.requestsTo('POST /api/wellness-reflections');
    expect(sent?.init.body).toBe('{"storyId":3,"text":"A calm walk"}');
    expect((sent?.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('shows a failed load with a way to try again', async () => {
    let calls = 0;
    installFakeServer({
      'GET /api/auth/me': signedOut,
      'GET /api/db-status': databaseAvailable,
      'GET /api/openapi.json': () => (++calls === 1 ? text('not json at all', 404, 'Not Found') : json(fixtureDocument)),
    });
    renderAppScreen(<ApiTestPage />, { path: '/api-test' });
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'guardians' })).toBeTruthy();
  });

  it('says so when the document is not OpenAPI 3', async () => {
    installFakeServer({
      'GET /api/auth/me': signedOut,
      'GET /api/db-status': databaseAvailable,
      'GET /api/openapi.json': () => json({ swagger: '2.0', info: { title: 'x', version: '1' } }),
    });
    renderAppScreen(<ApiTestPage />, { path: '/api-test' });
    expect((await screen.findByRole('alert')).textContent).toContain('The document is not valid OpenAPI');
  });
});
