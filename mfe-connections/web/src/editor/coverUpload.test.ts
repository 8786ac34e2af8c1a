import { COVER_WRONG_SIZE, COVER_WRONG_TYPE } from '@switchyard/connections-common';
import { localCoverProblem } from './coverUpload';

function png(width: number, height: number, type = 'image/png') {
  const bytes = new Uint8Array(24);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return new Blob([bytes], { type });
}

describe("the browser's check of a cover image", () => {
  it('lets a PNG of 4320 x 2160 through', async () => {
    expect(await localCoverProblem(png(4320, 2160))).toBeUndefined();
  });

  it('refuses another size', async () => {
    expect(await localCoverProblem(png(1000, 500))).toBe(COVER_WRONG_SIZE);
  });

  it('refuses a type other than PNG or JPEG, and bytes that are neither', async () => {
    expect(await localCoverProblem(png(4320, 2160, 'image/gif'))).toBe(COVER_WRONG_TYPE);
    expect(await localCoverProblem(new Blob(['not an image'], { type: 'image/jpeg' }))).toBe(
      COVER_WRONG_TYPE,
    );
  });

  it('reads a PNG named JPEG for what it is', async () => {
    expect(await localCoverProblem(png(4320, 2160, 'image/jpeg'))).toBeUndefined();
  });
});
