import { describe, expect, it } from 'vitest';
import { compareSizes, formatSize, parseSize } from './format-size.ts';

describe('sizes', () => {
  it('shows bytes in KB, MB or GB, 1 MB being 1048576 bytes', () => {
    expect(formatSize(512)).toBe('0.5 KB');
    expect(formatSize(1048576)).toBe('1 MB');
    expect(formatSize(1572864)).toBe('1.5 MB');
    expect(formatSize(3 * 1024 ** 3)).toBe('3 GB');
    expect(formatSize(-1)).toBe('');
  });

  it('reads sizes back, a bare number being megabytes', () => {
    expect(parseSize('1.5 MB')).toBe(1572864);
    expect(parseSize('200kb')).toBe(204800);
    expect(parseSize('2,5 GB')).toBe(2.5 * 1024 ** 3);
    expect(parseSize(5)).toBe(5 * 1048576);
    expect(parseSize('big')).toBeNull();
  });

  it('sorts size strings by bytes', () => {
    expect(['2 MB', '900 KB', '1 GB', '1.5 MB'].sort(compareSizes)).toEqual([
      '900 KB',
      '1.5 MB',
      '2 MB',
      '1 GB',
    ]);
  });
});
