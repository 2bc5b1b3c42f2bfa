import { describe, expect, it, vi } from 'vitest';
import { HowlerSound, type SoundPlayer, type SoundSettings } from './HowlerSound';
import { FakeSound } from './FakeSound.testing';
import { SHARED_SOUNDS } from './synth';

function fakes() {
  const players: (SoundPlayer & {
    src: string;
    play: ReturnType<typeof vi.fn>;
    volume: ReturnType<typeof vi.fn>;
    unload: ReturnType<typeof vi.fn>;
  })[] = [];
  const factory = vi.fn((src: string) => {
    const player = { src, play: vi.fn(), volume: vi.fn(), unload: vi.fn() };
    players.push(player);
    return player;
  });
  const load = vi.fn(async () => factory);
  return { players, factory, load };
}

function make(settings: () => SoundSettings, gesture: () => boolean = () => true) {
  const f = fakes();
  const sound = new HowlerSound(SHARED_SOUNDS, settings, { load: f.load, hasUserGesture: gesture });
  return { ...f, sound };
}

describe('HowlerSound', () => {
  it('loads howler and creates each sound once, lazily, at the host volume', async () => {
    const { sound, players, factory, load } = make(() => ({ volume: 0.5, muted: false }));
    expect(load).not.toHaveBeenCalled();
    sound.play('win');
    await sound.ready();
    sound.play('win', 0.5);
    expect(load).toHaveBeenCalledTimes(1);
    expect(factory).toHaveBeenCalledTimes(1);
    expect(players[0]!.src.startsWith('data:audio/wav;base64,UklGR')).toBe(true);
    expect(players[0]!.volume).toHaveBeenNthCalledWith(1, 0.5);
    expect(players[0]!.volume).toHaveBeenNthCalledWith(2, 0.25);
    expect(players[0]!.play).toHaveBeenCalledTimes(2);
  });

  it('reads mute and volume at each play', async () => {
    const settings = { volume: 1, muted: true };
    const { sound, factory } = make(() => settings);
    sound.unlock();
    await sound.ready();
    sound.play('tick');
    settings.muted = false;
    settings.volume = 0;
    sound.play('tick');
    expect(factory).not.toHaveBeenCalled();
    settings.volume = 0.3;
    sound.play('tick');
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('loads nothing and stays silent before the first user gesture; unlock() or the browser gesture opens it', async () => {
    let gestured = false;
    const { sound, factory, load } = make(
      () => ({ volume: 1, muted: false }),
      () => gestured,
    );
    sound.play('bet');
    await sound.ready();
    expect(load).not.toHaveBeenCalled();
    gestured = true;
    sound.play('bet');
    await sound.ready();
    expect(factory).toHaveBeenCalledTimes(1);

    const other = make(
      () => ({ volume: 1, muted: false }),
      () => false,
    );
    other.sound.play('uiClick');
    other.sound.unlock();
    other.sound.play('uiClick');
    await other.sound.ready();
    expect(other.players).toHaveLength(1);
    expect(other.players[0]!.play).toHaveBeenCalledTimes(1);
  });

  it('unloads everything on destroy and plays nothing after', async () => {
    const { sound, players } = make(() => ({ volume: 1, muted: false }));
    sound.play('lose');
    await sound.ready();
    sound.destroy();
    expect(players[0]!.unload).toHaveBeenCalled();
    sound.play('lose');
    expect(players[0]!.play).toHaveBeenCalledTimes(1);
  });

  it('never throws when the host settings throw', () => {
    const { sound } = make(() => {
      throw new Error('store gone');
    });
    expect(() => sound.play('win')).not.toThrow();
  });
});

describe('FakeSound', () => {
  it('records plays after unlock at the host volume, skipping muted ones', () => {
    const settings = { volume: 0.5, muted: false };
    const fake = new FakeSound(() => settings);
    fake.play('bet');
    fake.unlock();
    fake.play('bet', 0.5);
    settings.muted = true;
    fake.play('win');
    expect(fake.played).toEqual([{ name: 'bet', volume: 0.25 }]);
  });
});
