import { EventEmitter } from 'node:events';

/**
 * What a feature's writes change, announced to the features that keep something derived from it
 * on this instance (decision record 0025): the parcels feature announces 'parcels' and the parcel
 * API forgets its kept answers; the writer does not know who listens. (Sessions and API keys are
 * forgotten at every write, on every instance: lib/forgetting.ts.)
 */
export type Change = 'parcels';

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
