import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { jest } from '@jest/globals';
import fc from 'fast-check';
import sharp from 'sharp';
import { AVIF_BRANDS, HEIF_BRANDS } from '@kfeed/contracts/heifBrands';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { userRoutes } from '@kfeed/contracts/routes/user';
import { systemRoutes } from '@kfeed/contracts/routes/system';
import { heicContainer, photo } from '../../testing/images.ts';
import { startTestServer, warmUpDetector, type TestServer } from '../../testing/testServer.ts';
import { addMember, firstCategoryId, type TestMember } from '../../testing/contentFixtures.ts';
import { testPostgresAdminUrl } from '../../testing/testDatabase.ts';
import { MAX_INPUT_PIXELS, MAX_INPUT_SIDE } from './imageGuard.ts';
import { UPLOAD_TMP_FOLDER } from './storage.ts';

/**
 * 1,000 broken images, derived from real small ones (cut short, wrong signatures, flipped
 * header bits, claimed sizes, HEIC containers with broken boxes), each through both upload
 * calls (a post's images, a profile photo) over a real socket. Each is answered within 2 s
 * (the image guard refuses what claims too much from the header, before decoding), refused
 * with an image's code unless it is still a readable image, never with a 5xx, and the server
 * is as healthy afterwards. Nothing here depends on the database, so the PostgreSQL pass
 * skips it. FUZZ_SEED makes another set of images; a failure names its seed and case.
 */
jest.setTimeout(120_000);

const describeOnSqlite = testPostgresAdminUrl() === undefined ? describe : describe.skip;

const CASES = 1_000;
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_611);
/** The guard's contract: an answer within this, whatever the file. */
const BUDGET_MS = 2_000;
/**
 * A header within the limits is decoded: a 100-byte GIF claiming a 40 MP frame costs what a
 * real 40 MP image does (about 1 s alone here, over 2 s beside another). Those are sent
 * apart, two at a time, and given this long.
 */
const DECODE_BUDGET_MS = 5_000;
/** Requests under way at once: the two image slots stay busy without queueing for long. */
const PARALLEL = 4;

type SeedName = 'jpeg' | 'jpegExif' | 'png' | 'webp' | 'gif' | 'avif' | 'heic';

/**
 * What an answer may be: a refusal (with this code, when set), or also a stored image;
 * `decoded` when the header is within the limits, so the guard lets the decoder try.
 */
type Expected = { refused: true; code?: string } | { refused: false; decoded?: true };

interface Mutant {
  /** How it was made (seed image and mutation), to find it again. */
  label: string;
  bytes: Buffer;
  expected: Expected;
}

const REFUSED: Expected = { refused: true };
const TOO_MANY_PIXELS: Expected = { refused: true, code: 'IMAGE-001' };
/** Some bit flips leave a readable image (a colour, a density): storing it is right too. */
const EITHER: Expected = { refused: false };
/** A claim within the limits over data for 64 x 48: decoded (padded) or refused, either way. */
const DECODED: Expected = { refused: false, decoded: true };

/**
 * Bytes whose change makes the file no image of its kind: the signatures sharp tells the
 * formats by (not GIF's version, "87a" or "89a", which readers take loosely).
 */
const MAGIC: Record<SeedName, number[]> = {
  // Not the 0xFF after them: a JPEG reader skips stray bytes to the next marker.
  jpeg: [0, 1],
  jpegExif: [0, 1],
  png: [0, 1, 2, 3, 4, 5, 6, 7],
  webp: [0, 1, 2, 3, 8, 9, 10, 11],
  gif: [0, 1, 2, 3],
  avif: [4, 5, 6, 7],
  heic: [4, 5, 6, 7],
};

/** Header flips stay in the first bytes: structure, dimensions, the first tables. */
const HEADER_BYTES = 64;
/** Cut shorter than this before the end: PNG's IEND and GIF's trailer are optional to readers. */
const TAIL_BYTES = 16;

const copy = (bytes: Buffer) => Buffer.from(bytes);

/** A JPEG whose start-of-frame says width x height. */
function jpegSized(seed: Buffer, width: number, height: number): Buffer {
  const out = copy(seed);
  for (let at = 2; at + 9 < out.length; at += 2 + out.readUInt16BE(at + 2)) {
    const marker = out[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      out.writeUInt16BE(height, at + 5);
      out.writeUInt16BE(width, at + 7);
      return out;
    }
  }
  throw new Error('no start-of-frame in the seed');
}

/** A PNG whose IHDR says width x height, with its CRC right (else it is refused for that). */
function pngSized(seed: Buffer, width: number, height: number): Buffer {
  const out = copy(seed);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

/** A lossy WebP whose VP8 frame header says width x height (14 bits each). */
function webpSized(seed: Buffer, width: number, height: number): Buffer {
  const out = copy(seed);
  out.writeUInt16LE(width, 26);
  out.writeUInt16LE(height, 28);
  return out;
}

/** A GIF whose logical screen (and, with `frame`, its first frame) says width x height. */
function gifSized(seed: Buffer, width: number, height: number, frame: boolean): Buffer {
  const out = copy(seed);
  out.writeUInt16LE(width, 6);
  out.writeUInt16LE(height, 8);
  if (frame) {
    const descriptor = out.indexOf(0x2c, 13);
    out.writeUInt16LE(width, descriptor + 5);
    out.writeUInt16LE(height, descriptor + 7);
  }
  return out;
}

/** A HEIF-family file whose image spatial extents (ispe) say width x height. */
function ispeSized(seed: Buffer, width: number, height: number): Buffer {
  const out = copy(seed);
  const at = out.indexOf('ispe');
  out.writeUInt32BE(width, at + 8);
  out.writeUInt32BE(height, at + 12);
  return out;
}

/** Bytes each container box holds before its children (a full box's version and flags...). */
const CHILDREN_AFTER: Record<string, number> = { meta: 4, iinf: 6, iprp: 0, ipco: 0, dinf: 0 };

/** Every box of an ISO-BMFF file (HEIC, AVIF), nested ones too: where it starts, its type. */
function boxesOf(data: Buffer, start = 0, end = data.length): { at: number; type: string }[] {
  const found: { at: number; type: string }[] = [];
  for (let at = start; at + 8 <= end;) {
    const size = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    found.push({ at, type });
    const skip = CHILDREN_AFTER[type];
    if (skip !== undefined) found.push(...boxesOf(data, at + 8 + skip, Math.min(at + size, end)));
    if (size < 8) break;
    at += size;
  }
  return found;
}

const u32 = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n >>> 0);
  return out;
};
const box = (type: string, body: Buffer) =>
  Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);

/** Sides up to `maxSide` whose product is over the pixel limit (drawn so, not filtered). */
const overLimit = (maxSide: number) =>
  fc
    .integer({ min: Math.floor(MAX_INPUT_PIXELS / maxSide) + 1, max: maxSide })
    .chain((width) =>
      fc
        .integer({ min: Math.floor(MAX_INPUT_PIXELS / width) + 1, max: maxSide })
        .map((height) => [width, height] as const),
    );

/** A named change to a HEIC container. */
type Damage = [string, (bytes: Buffer) => Buffer];

/** A side longer than MAX_INPUT_SIDE (up to `maxSide`), the pixel count within the limit. */
const tooLong = (maxSide: number) =>
  fc
    .tuple(fc.integer({ min: MAX_INPUT_SIDE + 1, max: maxSide }), fc.boolean())
    .chain(([long, tall]) =>
      fc
        .integer({ min: 1, max: Math.floor(MAX_INPUT_PIXELS / long) })
        .map((short): readonly [number, number] => (tall ? [short, long] : [long, short])),
    );

/** Sides up to `maxSide` whose product is within the pixel limit. */
const withinLimits = (maxSide: number) =>
  fc
    .integer({ min: 1, max: maxSide })
    .chain((width) =>
      fc
        .integer({ min: 1, max: Math.min(maxSide, Math.floor(MAX_INPUT_PIXELS / width)) })
        .map((height) => [width, height] as const),
    );

function mutants(seeds: Record<SeedName, Buffer>): fc.Arbitrary<Mutant> {
  const names = Object.keys(seeds) as SeedName[];
  const seedName = fc.constantFrom(...names);

  const truncated = seedName.chain((name) => {
    const seed = seeds[name];
    // A HEIC container is unreadable here however much of it arrives.
    const longest = name === 'heic' ? seed.length - 1 : seed.length - TAIL_BYTES;
    return fc.integer({ min: 0, max: longest }).map((cut): Mutant => ({
      label: `${name} cut to ${cut} of ${seed.length} bytes`,
      bytes: seed.subarray(0, cut),
      expected: REFUSED,
    }));
  });

  const wrongMagic = fc
    .tuple(seedName, fc.nat(), fc.integer({ min: 1, max: 255 }))
    .map(([name, pick, xor]): Mutant => {
      const offsets = MAGIC[name];
      const at = offsets[pick % offsets.length] ?? 0;
      const bytes = copy(seeds[name]);
      bytes[at] = (bytes[at] ?? 0) ^ xor;
      return { label: `${name} magic byte ${at} ^ ${xor}`, bytes, expected: REFUSED };
    });

  const headerFlips = fc
    .tuple(
      seedName,
      fc.array(fc.tuple(fc.nat({ max: HEADER_BYTES - 1 }), fc.nat({ max: 7 })), {
        minLength: 1,
        maxLength: 8,
      }),
    )
    .map(([name, flips]): Mutant => {
      const bytes = copy(seeds[name]);
      for (const [at, bit] of flips) {
        if (at < bytes.length) bytes[at] = (bytes[at] ?? 0) ^ (1 << bit);
      }
      const where = flips.map(([at, bit]) => `${at}.${bit}`).join(',');
      // A HEIC container stays unreadable; other formats may shrug a flip off.
      return {
        label: `${name} bits ${where} flipped`,
        bytes,
        expected: name === 'heic' ? REFUSED : EITHER,
      };
    });

  // Headers claiming more pixels than the limit, or a longer side: refused from the header
  // with IMAGE-001 (up to 2^24 a side, past which the readers refuse the header themselves).
  const side24 = 2 ** 24;
  const claimed = (label: string, bytes: Buffer, expected: Expected): Mutant => ({
    label,
    bytes,
    expected,
  });
  const isobmff = fc.constantFrom<SeedName>('avif', 'heic');
  const overTheLimits = fc.oneof(
    overLimit(65_500).map(([w, h]) =>
      claimed(`jpeg claiming ${w}x${h}`, jpegSized(seeds.jpeg, w, h), TOO_MANY_PIXELS),
    ),
    fc
      .oneof(overLimit(side24), tooLong(side24))
      .map(([w, h]) =>
        claimed(`png claiming ${w}x${h}`, pngSized(seeds.png, w, h), TOO_MANY_PIXELS),
      ),
    overLimit(16_383).map(([w, h]) =>
      claimed(`webp claiming ${w}x${h}`, webpSized(seeds.webp, w, h), TOO_MANY_PIXELS),
    ),
    overLimit(65_535).map(([w, h]) =>
      claimed(
        `gif with a ${w}x${h} screen and frame`,
        gifSized(seeds.gif, w, h, true),
        TOO_MANY_PIXELS,
      ),
    ),
    fc
      .tuple(isobmff, fc.oneof(overLimit(side24), tooLong(side24)))
      .map(([name, [w, h]]) =>
        claimed(`${name} ispe claiming ${w}x${h}`, ispeSized(seeds[name], w, h), TOO_MANY_PIXELS),
      ),
    fc
      .tuple(
        fc.integer({ min: side24, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      )
      .map(([w, h]) => claimed(`png claiming ${w}x${h}`, pngSized(seeds.png, w, h), REFUSED)),
    fc
      .tuple(
        isobmff,
        fc.integer({ min: side24, max: 2 ** 32 - 1 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
      )
      .map(([name, w, h]) =>
        claimed(`${name} ispe claiming ${w}x${h}`, ispeSized(seeds[name], w, h), REFUSED),
      ),
  );

  // Claims within the limits over data for 64 x 48: the guard lets them through to the
  // decoder, which must give up (or store what it read) within the budget as well.
  const withinTheLimits = fc.oneof(
    withinLimits(65_500).map(([w, h]) =>
      claimed(`jpeg claiming ${w}x${h}`, jpegSized(seeds.jpeg, w, h), DECODED),
    ),
    withinLimits(65_535).map(([w, h]) =>
      claimed(`png claiming ${w}x${h}`, pngSized(seeds.png, w, h), DECODED),
    ),
    withinLimits(16_383).map(([w, h]) =>
      claimed(`webp claiming ${w}x${h}`, webpSized(seeds.webp, w, h), DECODED),
    ),
    withinLimits(65_535).map(([w, h]) =>
      claimed(`gif with a ${w}x${h} screen and frame`, gifSized(seeds.gif, w, h, true), DECODED),
    ),
    fc
      .tuple(isobmff, withinLimits(65_535))
      .map(([name, [w, h]]) =>
        claimed(`${name} ispe claiming ${w}x${h}`, ispeSized(seeds[name], w, h), DECODED),
      ),
    // A huge logical screen around the small frame: GIF readers size the image by its frames.
    fc
      .tuple(fc.integer({ min: 1, max: 65_535 }), fc.integer({ min: 1, max: 65_535 }))
      .map(([w, h]) =>
        claimed(`gif with a ${w}x${h} screen`, gifSized(seeds.gif, w, h, false), EITHER),
      ),
  );

  // HEIC containers with broken boxes: there is no HEVC picture in them to read anyway, so
  // each must be refused; what matters is how the parser meets the damage.
  const heic = seeds.heic;
  const heicBoxes = boxesOf(heic);
  const anyBox = fc.constantFrom(...heicBoxes);
  const heicDamage: fc.Arbitrary<Damage> = fc.oneof(
    fc
      .tuple(
        anyBox,
        fc.oneof(
          // 0: to the end of the file; 1: a 64-bit size follows; under 8: not even a header.
          fc.constantFrom(0, 1, 7, 8, 9, 0xffff_ffff).map((size) => ({ size, by: 0 })),
          fc.integer({ min: -16, max: 4096 }).map((by) => ({ size: null, by })),
          fc.integer({ min: 0, max: 0xffff_ffff }).map((size) => ({ size, by: 0 })),
        ),
      )
      .map(([{ at, type }, { size, by }]): Damage => [
        `${type} size ${size ?? `${by >= 0 ? '+' : ''}${by}`}`,
        (bytes: Buffer) => {
          const out = copy(bytes);
          if (at + 8 > out.length) return out;
          out.writeUInt32BE((size ?? out.readUInt32BE(at) + by) >>> 0, at);
          return out;
        },
      ]),
    fc
      .tuple(
        anyBox,
        fc.oneof(
          fc.constantFrom(...heicBoxes.map((one) => one.type), 'uuid', 'free', 'mdat', 'meta'),
          fc.string({ unit: 'binary-ascii', minLength: 4, maxLength: 4 }),
        ),
      )
      .map(([{ at, type }, renamed]): Damage => [
        `${type} renamed ${JSON.stringify(renamed)}`,
        (bytes: Buffer) => {
          const out = copy(bytes);
          // Boxes move when an earlier change nested or cut them: then there is none here.
          if (at + 8 <= out.length) out.write(renamed, at + 4, 4, 'latin1');
          return out;
        },
      ]),
    fc.tuple(fc.nat(), fc.nat()).map(([offset, length]): Damage => [
      `iloc extent ${offset}+${length}`,
      (bytes: Buffer) => {
        const out = copy(bytes);
        const at = out.indexOf('iloc') - 4;
        if (at < 0 || at + 30 > out.length) return out;
        // version/flags, sizes, item count, item id, data reference, extent count: then
        // the extent's offset and length.
        out.writeUInt32BE(offset >>> 0, at + 22);
        out.writeUInt32BE(length >>> 0, at + 26);
        return out;
      },
    ]),
    fc.constantFrom(...HEIF_BRANDS, ...AVIF_BRANDS).map((brand): Damage => [
      `major brand ${brand}`,
      (bytes: Buffer) => {
        const out = copy(bytes);
        out.write(brand, 8, 4, 'latin1');
        return out;
      },
    ]),
    fc.integer({ min: 1, max: 300 }).map((depth): Damage => [
      `meta nested ${depth} deep`,
      (bytes: Buffer) => {
        const meta = boxesOf(bytes).find((one) => one.type === 'meta');
        if (!meta) return bytes;
        const size = bytes.readUInt32BE(meta.at);
        let nested = bytes.subarray(meta.at, meta.at + size);
        for (let i = 0; i < depth; i += 1) nested = box('meta', Buffer.concat([u32(0), nested]));
        return Buffer.concat([bytes.subarray(0, meta.at), nested, bytes.subarray(meta.at + size)]);
      },
    ]),
    fc
      .tuple(fc.constantFrom('iinf', 'pitm', 'ipma'), fc.integer({ min: 0, max: 0xffff }))
      .map(([type, count]): Damage => [
        `${type} count ${count}`,
        (bytes: Buffer) => {
          const out = copy(bytes);
          // The first u16 after the full box header: entries (iinf), the item (pitm), or
          // the high half of the entry count (ipma).
          const found = out.indexOf(type);
          if (found >= 0 && found + 10 <= out.length) out.writeUInt16BE(count, found + 8);
          return out;
        },
      ]),
    fc.constant<Damage>([
      'no mdat',
      (bytes: Buffer) => {
        const mdat = boxesOf(bytes).find((one) => one.type === 'mdat');
        return mdat ? bytes.subarray(0, mdat.at) : bytes;
      },
    ]),
  );
  const heicOddities = fc
    .tuple(
      fc.constantFrom([64, 48], [4032, 3024], [1, 1]),
      fc.array(heicDamage, { minLength: 1, maxLength: 3 }),
    )
    .map(([[w, h], damage]): Mutant => ({
      label: `heic ${w}x${h} with ${damage.map(([what]) => what).join(', ')}`,
      bytes: damage.reduce((bytes, [, apply]) => apply(bytes), heicContainer(w, h)),
      expected: REFUSED,
    }));

  return fc.oneof(
    { weight: 20, arbitrary: truncated },
    { weight: 10, arbitrary: wrongMagic },
    { weight: 25, arbitrary: headerFlips },
    { weight: 20, arbitrary: overTheLimits },
    { weight: 5, arbitrary: withinTheLimits },
    { weight: 20, arbitrary: heicOddities },
  );
}

interface Answered {
  status: number;
  body: { result?: boolean; code?: string; message?: string };
  ms: number;
}

let server: TestServer;
let member: TestMember;
let categoryId: string;

type Upload = 'post' | 'profile';

async function upload(to: Upload, bytes: Buffer): Promise<Answered> {
  const form = new FormData();
  const image = new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
  if (to === 'post') {
    const json = { feedTitle: 'Fuzz', feedText: 'A photo', categoryId, feedType: 'PUBLIC' };
    form.append(
      feedRoutes.insertFeed.form.part,
      new Blob([JSON.stringify(json)], { type: 'application/json' }),
      'blob',
    );
    form.append('images', image, 'photo.jpg');
  } else {
    form.append(userRoutes.updateUserProfileImage.form.file, image, 'photo.jpg');
  }
  const route = to === 'post' ? feedRoutes.insertFeed : userRoutes.updateUserProfileImage;
  const started = performance.now();
  const response = await fetch(`${server.url}${route.path}`, {
    method: route.method,
    headers: { authorization: `Bearer ${member.token}` },
    body: form,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let body: Answered['body'] = {};
  try {
    body = JSON.parse(text) as Answered['body'];
  } catch {
    // Left empty: checked as an answer without a code.
  }
  return { status: response.status, body, ms };
}

/**
 * The refusals of an image by what it holds: not an image, an unreadable HEIC (or other
 * format), too many pixels. Any other refusal would mean the image was never looked at.
 */
const IMAGE_REFUSALS: Record<Upload, string[]> = {
  post: ['FEED-007', 'FEED-008', 'IMAGE-001'],
  profile: ['USER-009', 'USER-011', 'IMAGE-001'],
};

const budgetOf = (expected: Expected) =>
  !expected.refused && expected.decoded ? DECODE_BUDGET_MS : BUDGET_MS;

/** Why an answer breaks the contract, or null. */
function problemWith(answer: Answered, to: Upload, expected: Expected): string | null {
  if (answer.ms > budgetOf(expected)) return `answered in ${Math.round(answer.ms)} ms`;
  const refused = answer.status >= 400 && answer.status < 500;
  if (refused) {
    const { code } = answer.body;
    if (answer.body.result !== false || !code) return 'refused without a code';
    if (!IMAGE_REFUSALS[to].includes(code)) return `refused with ${code}, not for the image`;
    if (expected.refused && expected.code && code !== expected.code)
      return `refused with ${code}, not ${expected.code}`;
    return null;
  }
  if (!expected.refused && answer.status === 200 && answer.body.result === true) return null;
  return `answered ${answer.status}`;
}

describeOnSqlite('1,000 broken images through the upload calls', () => {
  let seeds: Record<SeedName, Buffer>;

  beforeAll(async () => {
    // Posts are allowed ten per ten minutes: these need a thousand.
    server = await startTestServer({ WRITE_LIMIT_FACTOR: '1000' });
    member = await addMember(server, { nickname: 'imagefuzz' });
    categoryId = String(await firstCategoryId(server.db));
    // A stored post detects its language: loaded now, not timed in the first answer.
    await warmUpDetector();
    seeds = {
      jpeg: await photo('jpeg', { width: 64, height: 48 }),
      jpegExif: await photo('jpeg', { width: 320, height: 200, exif: true, orientation: 6 }),
      png: await photo('png', { width: 64, height: 48 }),
      webp: await photo('webp', { width: 64, height: 48 }),
      gif: await photo('gif', { width: 64, height: 48 }),
      avif: await photo('avif', { width: 64, height: 48 }),
      heic: heicContainer(64, 48),
    };
  }, 60_000);
  afterAll(() => server?.close());

  it('uses seeds that are readable (all but the HEIC, which has no HEVC picture)', async () => {
    for (const [name, bytes] of Object.entries(seeds)) {
      if (name === 'heic') continue;
      const { width } = await sharp(bytes).metadata();
      expect([name, width]).toEqual([name, expect.any(Number)]);
    }
    // The post upload stores them, so what the mutants break is theirs alone.
    const stored = await upload('post', seeds.gif);
    expect([stored.status, stored.body]).toEqual([200, expect.objectContaining({ result: true })]);
  });

  it.each([
    [16_777_226, 2],
    [4_000_000, 10],
    [10, 4_000_000],
  ])(
    'refuses a PNG claiming %i x %i from its header: within 40 MP, but rows too long to read',
    async (width, height) => {
      // Before the side limit these took 1.2 to 3 s each, decoding 200 bytes.
      const flood = pngSized(seeds.png, width, height);
      for (const to of ['post', 'profile'] as const) {
        const answer = await upload(to, flood);
        expect([to, answer.status, answer.body.code]).toEqual([to, 400, 'IMAGE-001']);
        expect(answer.ms).toBeLessThan(BUDGET_MS / 4);
      }
    },
  );

  it('answers each within 2 s, refusing the broken ones with a code, and stays healthy', async () => {
    const [cases] = fc.sample(
      fc.uniqueArray(mutants(seeds), {
        minLength: CASES,
        maxLength: CASES,
        selector: (mutant) => mutant.bytes.toString('base64'),
      }),
      { numRuns: 1, seed: SEED },
    );
    if (!cases) throw new Error('no cases');
    const sends = cases.flatMap((mutant, index) =>
      (['post', 'profile'] as const).map((to) => ({ mutant, index, to })),
    );
    const failures: string[] = [];
    let refused = 0;
    const slowest = { refused: { ms: 0, what: '' }, decoded: { ms: 0, what: '' } };
    const decoded = (send: (typeof sends)[number]) => budgetOf(send.mutant.expected) > BUDGET_MS;
    const phases: [typeof sends, number][] = [
      [sends.filter((send) => !decoded(send)), PARALLEL],
      [sends.filter(decoded), 2],
    ];
    for (const [phase, parallel] of phases) {
      for (let at = 0; at < phase.length; at += parallel) {
        await Promise.all(
          phase.slice(at, at + parallel).map(async (send) => {
            const { mutant, index, to } = send;
            const answer = await upload(to, mutant.bytes);
            const kind = decoded(send) ? slowest.decoded : slowest.refused;
            if (answer.ms > kind.ms) Object.assign(kind, { ms: answer.ms, what: mutant.label });
            if (answer.status >= 400 && answer.status < 500) refused += 1;
            const problem = problemWith(answer, to, mutant.expected);
            if (problem) {
              failures.push(
                `seed ${SEED} case ${index} (${mutant.label}) to the ${to} upload: ${problem}: ` +
                  `${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`,
              );
            }
          }),
        );
      }
    }
    if (process.env.FUZZ_TIMINGS) {
      const decodedCount = phases[1]?.[0].length ?? 0;
      console.log(
        `slowest ${Math.round(slowest.refused.ms)} ms (${slowest.refused.what}); ` +
          `${decodedCount} sends within the limits, slowest ${Math.round(slowest.decoded.ms)} ms ` +
          `(${slowest.decoded.what})`,
      );
    }
    expect(failures).toEqual([]);
    // Most of them are broken for sure: the run did not pass by storing them.
    expect(refused).toBeGreaterThan(sends.length * 0.7);

    const health = await fetch(`${server.url}${systemRoutes.health.path}`);
    expect(health.status).toBe(200);
    // Both image slots are free again: a good photo goes through both calls at once.
    const good = await photo('jpeg', { width: 800, height: 600 });
    const after = await Promise.all([upload('post', good), upload('profile', good)]);
    expect(after.map((answer) => [answer.status, answer.ms < BUDGET_MS])).toEqual([
      [200, true],
      [200, true],
    ]);
    // No upload left a temporary file behind.
    expect(await readdir(path.join(server.config.storageDir, UPLOAD_TMP_FOLDER))).toEqual([]);
  });
});
