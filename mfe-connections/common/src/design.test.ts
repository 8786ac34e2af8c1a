import { checkDesign, coverImageProblem, sniffImage } from './design';
import { COVER_HEIGHT, COVER_WIDTH } from './limits';
import {
  COVER_WRONG_SIZE,
  COVER_WRONG_TYPE,
  DESCRIPTION_TOO_LONG,
  TITLE_BLANK,
  TITLE_TOO_LONG,
} from './messages';

describe('checkDesign (title and description)', () => {
  it('accepts a title of 1 to 80 characters and a description up to 500', () => {
    expect(checkDesign({ name: 'D', description: null })).toEqual([]);
    expect(checkDesign({ name: 't'.repeat(80), description: 'd'.repeat(500) })).toEqual([]);
    // Counted once trimmed, as the form submits it.
    expect(checkDesign({ name: ` ${'t'.repeat(80)} `, description: ` ${'d'.repeat(500)} ` })).toEqual([]);
  });

  it("answers the spec's message for a blank title, except on a dry run", () => {
    expect(checkDesign({ name: '', description: '' })).toEqual([{ attribute: 'name', message: TITLE_BLANK }]);
    expect(checkDesign({ name: '  \n', description: undefined })).toEqual([
      { attribute: 'name', message: "Title can't be blank" },
    ]);
    expect(checkDesign({ name: null, description: null }, { dryRun: true })).toEqual([]);
  });

  it('refuses a title of 81 characters and a description of 501', () => {
    expect(checkDesign({ name: 't'.repeat(81), description: 'd'.repeat(501) })).toEqual([
      { attribute: 'name', message: TITLE_TOO_LONG },
      { attribute: 'description', message: DESCRIPTION_TOO_LONG },
    ]);
    expect(TITLE_TOO_LONG).toBe('Title is too long (maximum is 80 characters)');
    expect(DESCRIPTION_TOO_LONG).toBe('Description is too long (maximum is 500 characters)');
    // A dry run still checks the lengths.
    expect(checkDesign({ name: 't'.repeat(81), description: null }, { dryRun: true })).toEqual([
      { attribute: 'name', message: TITLE_TOO_LONG },
    ]);
  });
});

describe('coverImageProblem', () => {
  it('accepts a PNG or JPEG of exactly 4320 x 2160', () => {
    expect(coverImageProblem({ contentType: 'image/png', width: 4320, height: 2160 })).toBeUndefined();
    expect(
      coverImageProblem({ contentType: 'IMAGE/JPEG', width: COVER_WIDTH, height: COVER_HEIGHT }),
    ).toBeUndefined();
  });

  it('refuses any other type first', () => {
    for (const contentType of ['image/gif', 'image/webp', 'image/jpg ', '', null, undefined])
      expect(coverImageProblem({ contentType, width: 4320, height: 2160 })).toBe(COVER_WRONG_TYPE);
    expect(COVER_WRONG_TYPE).toBe('Your image must be a PNG or JPEG');
  });

  it('refuses any other size, larger, smaller, turned or unknown', () => {
    for (const [width, height] of [
      [4321, 2160],
      [4320, 2159],
      [2160, 4320],
      [2160, 1080],
      [null, null],
    ])
      expect(coverImageProblem({ contentType: 'image/png', width, height })).toBe(COVER_WRONG_SIZE);
    expect(COVER_WRONG_SIZE).toBe('Your image must be 4320px x 2160px');
  });
});

/** The first bytes of a PNG of the given size. */
function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** The first bytes of a JPEG of the given size: SOI, an APP0 segment, then a SOF marker. */
function jpeg(width: number, height: number, sof = 0xc0): Uint8Array {
  const app0 = [
    0xff,
    0xe0,
    0x00,
    0x10,
    ...'JFIF\0'.split('').map((c) => c.charCodeAt(0)),
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
  ];
  const frame = [0xff, sof, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3];
  return new Uint8Array([0xff, 0xd8, ...app0, 0xff, ...frame]);
}

describe('sniffImage', () => {
  it("reads a PNG's type and size from its header", () => {
    expect(sniffImage(png(4320, 2160))).toEqual({ contentType: 'image/png', width: 4320, height: 2160 });
  });

  it("reads a JPEG's size from its first frame (baseline or progressive), past fill bytes", () => {
    expect(sniffImage(jpeg(4320, 2160))).toEqual({ contentType: 'image/jpeg', width: 4320, height: 2160 });
    expect(sniffImage(jpeg(640, 480, 0xc2))).toEqual({ contentType: 'image/jpeg', width: 640, height: 480 });
  });

  it('reads the real type whatever the name or declared type say', () => {
    const image = sniffImage(png(800, 600))!;
    expect(image.contentType).toBe('image/png');
    expect(coverImageProblem(image)).toBe(COVER_WRONG_SIZE);
  });

  it('is null for other formats and cut-off headers', () => {
    expect(sniffImage(new TextEncoder().encode('GIF89a......................'))).toBeNull();
    expect(sniffImage(new Uint8Array([]))).toBeNull();
    expect(sniffImage(png(4320, 2160).subarray(0, 20))).toBeNull();
    expect(sniffImage(jpeg(4320, 2160).subarray(0, 24))).toBeNull();
    // A JPEG whose scan starts before any frame.
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
    expect(coverImageProblem({ contentType: sniffImage(new Uint8Array([1, 2, 3]))?.contentType })).toBe(
      COVER_WRONG_TYPE,
    );
  });
});
