import { EventEmitter } from 'node:events';

/**
 * What a feature's writes change, announced to the features that keep something derived from it
 * on this instance (decision record 0025): the users feature announces 'users' and the API-key
 * feature forgets the owners it looked up; the parcels feature announces 'parcels' and the parcel
 * API forgets its kept answers. Neither writer knows who listens.
 */
export type Change = 'users' | 'parcels';

export type Changes = {
  announce(change: Change): void;
  on(change: Change, listener: () => void): void;
};

export function createChanges(): Changes {
  const emitter = new EventEmitter();
  return {
    announce: (change) => emitter.emit(change),
    on: (change, listener) => emitter.on(change, listener),
  };
}
