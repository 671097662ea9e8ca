import { describe, expect, it } from 'vitest';
import { isValidUrl } from './is-valid-url.ts';
import { isValidUuid } from './is-valid-uuid.ts';

describe('isValidUuid', () => {
  it('wants 8-4-4-4-12 hexadecimal digits', () => {
    expect(isValidUuid('123e4567-e89b-12d3-a456-426614174000')).toBe(true);
    expect(isValidUuid('123E4567-E89B-12D3-A456-426614174000')).toBe(true);
    expect(isValidUuid('123e4567e89b12d3a456426614174000')).toBe(false);
    expect(isValidUuid('g23e4567-e89b-12d3-a456-426614174000')).toBe(false);
  });
});

describe('isValidUrl', () => {
  it('accepts web addresses with or without scheme', () => {
    for (const url of [
      'https://example.com',
      'http://sub.example.co.uk:8080/a/b?q=1#x',
      'www.example.com',
      'http://localhost:3000',
    ]) {
      expect(isValidUrl(url), url).toBe(true);
    }
  });

  it('refuses other text', () => {
    for (const url of ['not a url', 'ftp://example.com', 'https://', 'example', 'https://exa mple.com']) {
      expect(isValidUrl(url), url).toBe(false);
    }
  });
});
