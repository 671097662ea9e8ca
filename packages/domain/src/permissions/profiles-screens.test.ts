import { describe, expect, it } from 'vitest';
import { profilesScreensFault, screensOfProfiles } from './profiles-screens.ts';

describe("the profiles' screens", () => {
  const document = { CLIENT: ['/contracts', '/invoices'], BROKER: ['/contracts', '/deals'] };

  it("opens the screens of the user's profiles together", () => {
    expect(screensOfProfiles(document, ['CLIENT'])).toEqual(['/contracts', '/invoices']);
    expect(screensOfProfiles(document, ['CLIENT', 'BROKER'])).toEqual(['/contracts', '/invoices', '/deals']);
  });

  it('restricts nothing without a document, without profiles, or for a profile it does not name', () => {
    expect(screensOfProfiles(undefined, ['CLIENT'])).toBeUndefined();
    expect(screensOfProfiles(document, [])).toBeUndefined();
    expect(screensOfProfiles(document, ['CLIENT', 'SALES'])).toBeUndefined();
  });

  it('checks that each profile lists routes', () => {
    expect(profilesScreensFault(document)).toBeUndefined();
    expect(profilesScreensFault({ CLIENT: '/contracts' })).toBe('CLIENT: a list of routes');
    expect(profilesScreensFault({ CLIENT: ['contracts'] })).toBe('CLIENT: "contracts" is no route');
  });
});
