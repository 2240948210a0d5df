import { jest } from '@jest/globals';
import { startIdentityServer, type IdentityServer } from '../../testing/identityKit.ts';

jest.setTimeout(30_000);

let api: IdentityServer;
beforeAll(async () => {
  api = await startIdentityServer();
}, 30_000);
afterAll(() => api.close());

// A path no stored file can have is a client mistake: 404 like a missing file, never a 500.
it.each([
  ['a NUL character', 'a%00b'],
  ['a backslash', 'x%5Cy.png'],
  ['a backslash inside a folder', 'feeds/2026%5C..%5Csecret'],
  ['a control character', 'feeds/a%01b.jpg'],
  ['an escaped way up', 'feeds/..%2F..%2Fsecret.txt'],
  ['an empty part', 'feeds//a.jpg'],
])('a file path with %s answers 404 FILE-001', async (_what, path) => {
  const response = await fetch(`${api.server.url}/api/files/${path}`);
  expect(response.status).toBe(404);
  expect(await response.json()).toMatchObject({ result: false, code: 'FILE-001' });
});

it('a path that is not even a URL answers 400 with a code', async () => {
  const response = await fetch(`${api.server.url}/api/files/feeds/%E0%A4%A.jpg`);
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ result: false, code: expect.any(String) });
});
