import { personEntity } from '@lessor/domain/entities';
import { validateRecord } from '@lessor/domain/validation';
import { describe, expect, it } from 'vitest';
import { demoPeople } from './demo-people.ts';

describe('the demo people', () => {
  const { waves, cast, administrator } = demoPeople(240);
  const everyone = waves.flat();

  it('pass every rule of the person declaration', () => {
    const problems = everyone.flatMap((person) =>
      validateRecord(personEntity.fields, person).map(
        (error) => `${String(person.name ?? person.lastName)} ${error.field}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('come in waves that each name only persons of the waves before', () => {
    expect(waves.length).toBeGreaterThanOrEqual(3);
    const numbered = new Map<string, Record<string, unknown>>();
    let next = 1;
    for (const wave of waves) {
      const inWave = wave.map((person) =>
        typeof person.registration === 'string'
          ? person.registration
          : `PER${String(next++).padStart(8, '0')}`,
      );
      for (const person of wave) {
        const named = [
          ...((person.descendants as { personRegistration: string }[] | undefined) ?? []).map(
            (link) => link.personRegistration,
          ),
          ...(typeof person.orgaRegistration === 'string' ? [person.orgaRegistration] : []),
        ];
        for (const registration of named) expect(numbered.has(registration), registration).toBe(true);
      }
      for (const [index, person] of wave.entries()) numbered.set(inWave[index] ?? '', person);
    }
    // Each part of the cast is the person inserted under its registration.
    for (const person of [...cast.clients, ...cast.branches.map((branch) => branch.person), administrator]) {
      const body = numbered.get(person.registration);
      expect(body?.name ?? `${String(body?.firstName)} ${String(body?.lastName)}`).toBe(person.name);
    }
  });

  it('make the administrator an employee who signs for the head office', () => {
    const body = everyone.find((person) => person.username === 'admin@demo');
    expect(body).toMatchObject({ type: 'E', orgaRegistration: cast.headOffice?.registration });
    expect(body?.descendants).toEqual([
      { personRegistration: cast.headOffice?.registration, relation: 'SIGNEROF' },
    ]);
  });
});
