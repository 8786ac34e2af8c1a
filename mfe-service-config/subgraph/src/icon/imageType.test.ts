import { mediaType, sniffImageType } from './imageType';

describe('sniffImageType', () => {
  it('recognises PNG, JPEG and WebP by their magic bytes', () => {
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.ext).toBe('png');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))?.contentType).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('RIFF\x10\0\0\0WEBPVP8L', 'latin1'))?.ext).toBe('webp');
  });

  it('refuses everything else, including SVG, GIF, a RIFF that is not WebP and truncated headers', () => {
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\x10\0\0\0WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('mediaType', () => {
  it('drops parameters and case', () => {
    expect(mediaType('Image/PNG; charset=binary')).toBe('image/png');
    expect(mediaType(undefined)).toBe('');
  });
});
