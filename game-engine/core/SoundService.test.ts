import { describe, expect, it, vi } from 'vitest';
import { SoundService, type SoundPlayer } from './SoundService';

function fakes() {
  const players: (SoundPlayer & { src: string })[] = [];
  const factory = vi.fn((src: string) => {
    const player = { src, play: vi.fn(), volume: vi.fn(), unload: vi.fn() };
    players.push(player);
    return player;
  });
  return { players, factory };
}

describe('SoundService', () => {
  it('plays at the host volume, creating each sound once, lazily', () => {
    const { players, factory } = fakes();
    const sound = new SoundService({ getSound: () => ({ volume: 0.5, muted: false }) }, factory, () => true);
    expect(factory).not.toHaveBeenCalled();
    sound.play('win');
    sound.play('win', 0.5);
    expect(factory).toHaveBeenCalledTimes(1);
    expect(players[0].src.startsWith('data:audio/wav;base64,')).toBe(true);
    expect(players[0].volume).toHaveBeenNthCalledWith(1, 0.5);
    expect(players[0].volume).toHaveBeenNthCalledWith(2, 0.25);
    expect(players[0].play).toHaveBeenCalledTimes(2);
  });

  it('reads mute and volume at each play', () => {
    const { factory } = fakes();
    const settings = { volume: 1, muted: true };
    const sound = new SoundService({ getSound: () => settings }, factory, () => true);
    sound.play('tick');
    expect(factory).not.toHaveBeenCalled();
    settings.muted = false;
    settings.volume = 0;
    sound.play('tick');
    expect(factory).not.toHaveBeenCalled();
    settings.volume = 0.3;
    sound.play('tick');
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('stays silent before the first user gesture', () => {
    const { factory } = fakes();
    let gestured = false;
    const sound = new SoundService({ getSound: () => ({ volume: 1, muted: false }) }, factory, () => gestured);
    sound.play('bet');
    expect(factory).not.toHaveBeenCalled();
    gestured = true;
    sound.play('bet');
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('unloads everything on destroy and plays nothing after', () => {
    const { players, factory } = fakes();
    const sound = new SoundService({ getSound: () => ({ volume: 1, muted: false }) }, factory, () => true);
    sound.play('lose');
    sound.destroy();
    expect(players[0].unload).toHaveBeenCalled();
    sound.play('lose');
    expect(players[0].play).toHaveBeenCalledTimes(1);
  });
});
