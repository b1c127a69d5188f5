import { foldText } from './text';

export const USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
export const USERNAME_MAX_LENGTH = 40;

// `/creative/{param}`: all digits means an id, so no username is all digits.
const ALL_DIGITS = /^\d+$/;

export function isValidUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value) && !ALL_DIGITS.test(value);
}

/**
 * A URL-safe lowercase username from a display name: "María José Núñez" -> "maria-jose-nunez".
 * All-digit results get a prefix, since `/creative/{digits}` means an id.
 */
export function usernameFromName(name: string): string {
  const base = foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, USERNAME_MAX_LENGTH)
    .replace(/-+$/g, '');
  if (!base) return 'creative';
  return ALL_DIGITS.test(base) ? `c-${base}`.slice(0, USERNAME_MAX_LENGTH) : base;
}

/** `/creative/{param}`: all digits means an id, anything else a username. */
export function parseCreativeParam(param: string): { id: number } | { username: string } {
  return ALL_DIGITS.test(param) ? { id: Number(param) } : { username: param.toLowerCase() };
}
