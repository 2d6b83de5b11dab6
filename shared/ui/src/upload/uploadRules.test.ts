import {
  acceptAttribute,
  acceptedExtensions,
  checkCount,
  checkFile,
  displayName,
  FILE_LIMITS,
  IMAGE_LIMITS,
  namesOf,
} from './uploadRules';

const MB = 1024 * 1024;

describe('upload rules (docs/product.md §5)', () => {
  it('files: doc, xls, ppt, txt, pdf by default, with their Office Open XML forms', () => {
    expect(FILE_LIMITS).toEqual({ types: ['doc', 'xls', 'ppt', 'txt', 'pdf'], sizeMb: 5, limit: 5 });
    expect(acceptedExtensions(FILE_LIMITS.types)).toEqual([
      'doc',
      'docx',
      'xls',
      'xlsx',
      'ppt',
      'pptx',
      'txt',
      'pdf',
    ]);
    expect(acceptAttribute(IMAGE_LIMITS.types)).toBe('.png,.jpg,.jpeg');
    expect(checkFile({ name: '合同.DOCX', size: MB }, FILE_LIMITS, 'file')).toBeNull();
  });

  it('refuses another type with the file or image message', () => {
    expect(checkFile({ name: 'setup.exe', size: 10 }, FILE_LIMITS, 'file')).toEqual({
      key: 'badType',
      values: { types: 'doc/xls/ppt/txt/pdf' },
    });
    expect(checkFile({ name: 'photo.gif', size: 10 }, IMAGE_LIMITS, 'image')).toEqual({
      key: 'badImageType',
      values: { types: 'png/jpg/jpeg' },
    });
    expect(checkFile({ name: 'no-extension', size: 10 }, IMAGE_LIMITS, 'image')?.key).toBe('badImageType');
  });

  it('refuses more than 5 MB, and accepts exactly 5 MB', () => {
    expect(checkFile({ name: 'a.pdf', size: 5 * MB }, FILE_LIMITS, 'file')).toBeNull();
    expect(checkFile({ name: 'a.pdf', size: 5 * MB + 1 }, FILE_LIMITS, 'file')).toEqual({
      key: 'tooLarge',
      values: { size: 5 },
    });
    expect(checkFile({ name: 'a.png', size: 6 * MB }, IMAGE_LIMITS, 'image')).toEqual({
      key: 'imageTooLarge',
      values: { size: 5 },
    });
  });

  it('refuses a batch that would pass the count limit', () => {
    expect(checkCount(3, 2, 5)).toBeNull();
    expect(checkCount(3, 3, 5)).toEqual({ key: 'tooMany', values: { limit: 5 } });
    expect(checkCount(0, 6, 5)?.key).toBe('tooMany');
  });

  it('reads comma-joined values and shows the last path segment', () => {
    expect(namesOf('/profile/upload/a.pdf, /profile/upload/b.pdf,')).toEqual([
      '/profile/upload/a.pdf',
      '/profile/upload/b.pdf',
    ]);
    expect(namesOf(null)).toEqual([]);
    expect(namesOf(['x'])).toEqual(['x']);
    expect(displayName('/profile/upload/2026/01/02/a_20260102A001.pdf')).toBe('a_20260102A001.pdf');
  });
});
