import { describe, expect, it } from 'vitest';
import { filesFor } from './route-chunks.ts';

describe('files a route loads', () => {
  const manifest = {
    'index.html': {
      file: 'index.js',
      isEntry: true,
      imports: ['_shared.js'],
      dynamicImports: ['src/Page.tsx'],
    },
    '_shared.js': { file: 'shared.js' },
    'src/Page.tsx': { file: 'page.js', imports: ['_shared.js', '_big.js'] },
    '_big.js': { file: 'big.js' },
  };

  it('adds the entry, the route modules and their static imports, once each', () => {
    expect(filesFor(manifest, [])).toEqual(['index.js', 'shared.js']);
    expect(filesFor(manifest, ['src/Page.tsx'])).toEqual(['index.js', 'shared.js', 'page.js', 'big.js']);
  });

  it('refuses a route module the build does not know', () => {
    expect(() => filesFor(manifest, ['src/Gone.tsx'])).toThrow(/no chunk/);
  });
});
