import { validationFailed } from './errors';

/**
 * PUT /<things>/{id} carries the id in its body too (a service's may leave it out). When the two
 * differ the client believes it edits another record than the path names, so nothing is saved.
 */
export function ensureBodyIdMatchesPath(
  pathId: number,
  bodyId: number | undefined,
  noun: string,
): void {
  if (bodyId !== undefined && bodyId !== pathId) {
    throw validationFailed({ id: [`The id does not match the ${noun} being edited.`] });
  }
}
