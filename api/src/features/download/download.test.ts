import { jest } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'content-disposition';
import { GUIDELINES_FILE } from '../../seed/identity/notices.ts';
import { startIdentityServer, type IdentityServer } from '../../testing/identityKit.ts';

jest.setTimeout(30_000);

let api: IdentityServer;
beforeAll(async () => {
  api = await startIdentityServer();
  // A file outside the download folders, and one in the upload area, that must never leak.
  const storage = api.server.config.storageDir;
  writeFileSync(path.join(path.dirname(storage), 'secret.txt'), 'secret');
  mkdirSync(path.join(storage, 'tmp'), { recursive: true });
  writeFileSync(path.join(storage, 'tmp', 'upload-in-progress'), 'partial');
}, 30_000);
afterAll(() => api.close());

const download = (query: string) => fetch(`${api.server.url}/api/fileDownload.do?${query}`);

it('downloads a stored file under its original name', async () => {
  const name = 'KFeed 커뮤니티 이용 수칙.txt';
  const response = await download(
    `fileRovl=notices&fileFlnm=${GUIDELINES_FILE.name}&fileOrn=${encodeURIComponent(name)}`,
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/octet-stream');
  const disposition = response.headers.get('content-disposition') ?? '';
  expect(disposition).toMatch(/^attachment;/);
  expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
  expect(await response.text()).toBe(GUIDELINES_FILE.contents);
});

it('uses the stored name when no original name is given', async () => {
  const response = await download(`fileRovl=notices&fileFlnm=${GUIDELINES_FILE.name}`);
  expect(parse(response.headers.get('content-disposition') ?? '')).toEqual({
    type: 'attachment',
    parameters: { filename: GUIDELINES_FILE.name },
  });
});

it('keeps a hostile original name to a plain file name', async () => {
  const response = await download(
    `fileRovl=notices&fileFlnm=${GUIDELINES_FILE.name}&fileOrn=${encodeURIComponent('../../evil\r\nx.txt')}`,
  );
  expect(response.status).toBe(200);
  const disposition = response.headers.get('content-disposition') ?? '';
  expect(disposition).not.toMatch(/[\r\n]/);
  expect(disposition).not.toContain('/');
});

it('refuses every way out of the storage folder, and missing files', async () => {
  const cases: [string, number, string][] = [
    ['fileRovl=..&fileFlnm=secret.txt', 400, 'VALIDATION'],
    ['fileRovl=notices/..&fileFlnm=secret.txt', 400, 'VALIDATION'],
    ['fileRovl=notices&fileFlnm=../secret.txt', 400, 'VALIDATION'],
    ['fileRovl=notices&fileFlnm=..', 400, 'VALIDATION'],
    ['fileRovl=notices&fileFlnm=%2e%2e%2fsecret.txt', 400, 'VALIDATION'],
    ['fileRovl=%2Fetc&fileFlnm=passwd', 400, 'VALIDATION'],
    ['fileRovl=notices&fileFlnm=.hidden', 400, 'VALIDATION'],
    ['fileRovl=notices&fileFlnm=a%00b', 400, 'VALIDATION'],
    ['fileRovl=tmp&fileFlnm=upload-in-progress', 404, 'FILE-001'],
    ['fileRovl=notices&fileFlnm=nothing-here.txt', 404, 'FILE-001'],
    ['fileRovl=nowhere&fileFlnm=file.txt', 404, 'FILE-001'],
    ['fileRovl=notices', 400, 'VALIDATION'],
    ['fileFlnm=secret.txt', 400, 'VALIDATION'],
    [`fileRovl=notices&fileFlnm=${'a'.repeat(201)}`, 400, 'VALIDATION'],
  ];
  for (const [query, status, code] of cases) {
    const response = await download(query);
    const body = (await response.json()) as { code?: string; result: boolean };
    expect({ query, status: response.status, code: body.code }).toEqual({ query, status, code });
  }
});
