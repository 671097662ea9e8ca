import type { UserInput } from '@lessor/domain/api';
import { personEntity } from '@lessor/domain/entities';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import type { Actor } from '../tenancy/actor.ts';

/** business-areas.md §6: a user created from a person gets CLIENT and/or SALES from its roles, else CLIENT. */
export function profilesFromRoles(roles: unknown): string[] {
  const names = Array.isArray(roles)
    ? roles.map((role) => (typeof role === 'string' ? role : (role as { role?: unknown } | null)?.role))
    : [];
  const profiles = ['CLIENT', 'SALES'].filter((profile) => names.includes(profile));
  return profiles.length > 0 ? profiles : ['CLIENT'];
}

/**
 * `POST /api/core/users?syncPerson=1`: links the user to the person it names, or creates an
 * individual from the user's names and e-mail (once `assertMayCreate` accepts the user it will
 * make); a user without profiles gets them from the person's roles.
 */
export async function syncPerson(
  db: Database,
  catalogue: EntityCatalogue,
  actor: Actor,
  input: UserInput,
  assertMayCreate: (user: UserInput) => Promise<void>,
): Promise<UserInput> {
  const persons = new EntityService(db, catalogue, personEntity);
  const profiles = input.profiles?.length ? input.profiles : undefined;
  if (input.personRegistration) {
    const person = await persons.get(actor, input.personRegistration);
    return {
      ...input,
      personRegistration: person.registration,
      profiles: profiles ?? profilesFromRoles(person.roles),
    };
  }
  // The user it is made for must be allowed before the person is written.
  const user = { ...input, profiles: profiles ?? ['CLIENT'] };
  await assertMayCreate(user);
  const created = await persons.create(actor, {
    type: 'I',
    lastName: input.lastName || input.username,
    ...(input.firstName ? { firstName: input.firstName } : {}),
    ...(input.email ? { email: input.email } : {}),
    username: input.username,
  });
  const registration = (created.body as { registration?: unknown }).registration;
  return { ...user, ...(typeof registration === 'string' ? { personRegistration: registration } : {}) };
}
