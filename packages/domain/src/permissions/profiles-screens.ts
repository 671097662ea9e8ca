/**
 * The profilesScreens configuration document: for each profile, the screens its users open, as
 * routes (`/contracts`, `/contract/*`; a list allows its records' pages). A profile the document
 * does not name is not restricted by it.
 */
export type ProfilesScreens = Record<string, readonly string[]>;

/** The name of the configuration document holding the profiles' screens. */
export const profilesScreensDocument = 'profilesScreens';

/**
 * The screens a user's profiles open together, or undefined when they are not restricted: no
 * document, no profile, or a profile the document does not name (which opens every screen).
 *
 * @example screensOfProfiles({ CLIENT: ['/contracts'] }, ['CLIENT']) // ['/contracts']
 * @example screensOfProfiles({ CLIENT: ['/contracts'] }, ['CLIENT', 'SALES']) // undefined
 */
export function screensOfProfiles(
  document: ProfilesScreens | undefined,
  profiles: readonly string[],
): string[] | undefined {
  if (!document || profiles.length === 0) return undefined;
  if (profiles.some((profile) => !Object.hasOwn(document, profile))) return undefined;
  return [...new Set(profiles.flatMap((profile) => document[profile] ?? []))];
}

/**
 * What is wrong with a profilesScreens document, in a few words; undefined when it holds, for each
 * profile, a list of routes starting with '/'.
 */
export function profilesScreensFault(value: Readonly<Record<string, unknown>>): string | undefined {
  for (const [profile, screens] of Object.entries(value)) {
    if (!Array.isArray(screens)) return `${profile}: a list of routes`;
    const wrong = screens.find((screen) => typeof screen !== 'string' || !screen.startsWith('/'));
    if (wrong !== undefined) return `${profile}: ${JSON.stringify(wrong)} is no route`;
  }
  return undefined;
}
