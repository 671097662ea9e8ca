import { describe, expect, it } from 'vitest';
import { hashRedirect } from './hash-redirect.ts';

describe('hash redirect', () => {
  it('turns the hash into the path to open', () => {
    expect(hashRedirect({ pathname: '/', search: '', hash: '#/persons?page=2' })).toBe('/persons?page=2');
    expect(hashRedirect({ pathname: '/', search: '', hash: '#!/person/PER00000001' })).toBe(
      '/person/PER00000001',
    );
    expect(hashRedirect({ pathname: '/persons', search: '?x=1', hash: '#contracts' })).toBe('/contracts');
  });

  it('keeps anchors of the documentation and ignores an empty hash', () => {
    expect(hashRedirect({ pathname: '/documentation/api', search: '', hash: '#persons' })).toBeUndefined();
    expect(hashRedirect({ pathname: '/persons', search: '', hash: '#' })).toBeUndefined();
    expect(hashRedirect({ pathname: '/persons', search: '', hash: '' })).toBeUndefined();
  });
});
