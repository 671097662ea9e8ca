import { entities } from '@lessor/domain/entities';
import { describe, expect, it } from 'vitest';
import { mayOpenToolScreen, screenPermission } from './screen-access.ts';
import { findToolScreen, type ToolScreen } from './tool-screens.ts';

const screen = (path: string): ToolScreen => {
  const found = findToolScreen(path);
  if (!found) throw new Error(`no tool screen ${path}`);
  return found;
};
const user = { profiles: [], isAdmin: false };
const reader = { user, userPermissions: { 'read /api/financing/contracts': true } };

describe('who opens a tool screen', () => {
  it('asks the permission the server asks of its calls', () => {
    expect(screenPermission(screen('/crons'), entities)).toBe('read batches');
    expect(mayOpenToolScreen(screen('/crons'), reader, entities)).toBe(false);
    expect(
      mayOpenToolScreen(screen('/crons'), { user, userPermissions: { 'read batches': true } }, entities),
    ).toBe(true);
  });

  it('asks to read the collection a screen lists', () => {
    expect(screenPermission(screen('/imports'), entities)).toMatch(/^read \/api\/.*imports$/);
    expect(mayOpenToolScreen(screen('/imports'), reader, entities)).toBe(false);
  });

  it('keeps the admin screens for admins', () => {
    const admin = { user: { ...user, isAdmin: true }, userPermissions: {} };
    expect(screenPermission(screen('/scripts'), entities)).toBe('isAdmin');
    expect(mayOpenToolScreen(screen('/scripts'), reader, entities)).toBe(false);
    expect(mayOpenToolScreen(screen('/scripts'), admin, entities)).toBe(true);
  });

  it('opens a screen that needs nothing, and any screen when the permissions are not told', () => {
    expect(screenPermission(screen('/calendar'), entities)).toBeUndefined();
    expect(mayOpenToolScreen(screen('/calendar'), reader, entities)).toBe(true);
    expect(mayOpenToolScreen(screen('/crons'), { user, userPermissions: undefined }, entities)).toBe(true);
  });
});
