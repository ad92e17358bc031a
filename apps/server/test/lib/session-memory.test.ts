import { describe, expect, it } from 'vitest';
import { createSessionMemory } from '../../src/lib/session-memory';

describe('remembered session look-ups', () => {
  it('answers from memory until a write is announced, then looks up again', async () => {
    const memory = createSessionMemory<{ user: string }>({});
    let lookUps = 0;
    const lookUp = async () => ({ user: `look-up ${++lookUps}` });
    expect(await memory.recall('hash', lookUp)).toEqual({ user: 'look-up 1' });
    expect(await memory.recall('hash', lookUp)).toEqual({ user: 'look-up 1' });
    await memory.forgetAll();
    expect(await memory.recall('hash', lookUp)).toEqual({ user: 'look-up 2' });
  });

  it('keeps no look-up that a write overtook, nor an unknown token', async () => {
    const memory = createSessionMemory<{ user: string }>({});
    let release = () => {};
    const slow = memory.recall(
      'hash',
      () => new Promise((resolve) => (release = () => resolve({ user: 'before the write' }))),
    );
    await memory.forgetAll();
    release();
    expect(await slow).toEqual({ user: 'before the write' });
    expect(await memory.recall('hash', async () => ({ user: 'after' }))).toEqual({ user: 'after' });
    expect(await memory.recall('unknown', async () => undefined)).toBeUndefined();
    expect(await memory.recall('unknown', async () => ({ user: 'signed in since' }))).toEqual({
      user: 'signed in since',
    });
  });
});
