import type { User } from '@server/db/schema';

/** A profile is its owner's alone: the path's id and the body's id must both be the actor's. */
export function canUpdateProfile(actor: Pick<User, 'id'>, pathId: number, bodyId: number): boolean {
  return actor.id === pathId && actor.id === bodyId;
}
