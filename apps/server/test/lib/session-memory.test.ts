import { describe, expect, it } from 'vitest';
import { createForgetting } from '@server/lib/forgetting';
import { createSessionMemory } from '@server/lib/session-memory';

describe('remembered session look-ups', () => {
  it('answers from memory until a write is announced, then looks up again', async () => {
    const forgetting = createForgetting({});
    const memory = createSessionMemory<{ user: string }>({ forgetting });
    let lookUps = 0;
    const lookUp = async () => ({ user: `look-up ${++lookUps}` });
    expect(await memory.recall('hash', lookUp)).toEqual({ user: 'look-up 1' });
    expect(await memory.recall('hash', lookUp)).toEqual({ user: 'look-up 1' });
    await forgetting.everywhere();
    expect(await memory.recall('hash', lookUp)).toEqual({ user: 'look-up 2' });
  });

  it('keeps no look-up that a write overtook, nor an unknown token', async () => {
    const forgetting = createForgetting({});
    const memory = createSessionMemory<{ user: string }>({ forgetting });
    let release = () => {};
    const slow = memory.recall(
      'hash',
      () => new Promise((resolve) => (release = () => resolve({ user: 'before the write' }))),
    );
    await forgetting.everywhere();
    release();
    expect(await slow).toEqual({ user: 'before the write' });
    expect(await memory.recall('hash', async () => ({ user: 'after' }))).toEqual({ user: 'after' });
    expect(await memory.recall('unknown', async () => undefined)).toBeUndefined();
    expect(await memory.recall('unknown', async () => ({ user: 'signed in since' }))).toEqual({
      user: 'signed in since',
    });
  });

  it('uses no remembered look-up while this instance may have missed a write', async () => {
    let current = true;
    const forgetting = { ...createForgetting({}), current: () => current };
    const memory = createSessionMemory<{ user: string }>({ forgetting });
    let lookUps = 0;
    const lookUp = async () => ({ user: `look-up ${++lookUps}` });
    expect(await memory.recall('hash', lookUp)).toEqual({ user: 'look-up 1' });
    current = false;
    expect(await memory.recall('hash', lookUp)).toEqual({ user: 'look-up 2' });
    expect(await memory.recall('hash', lookUp)).toEqual({ user: 'look-up 3' });
  });
});
