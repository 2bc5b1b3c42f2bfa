import { describe, expect, it } from 'vitest';
import { makeTokenSchema, parseSceneCommand, reachesThreshold, streamerSettingsSchema } from './overlay';

describe('scene commands', () => {
  it('reads "!scene <scene>" and a moderator\'s "!scene @streamer <scene>"', () => {
    expect(parseSceneCommand('!scene stats')).toEqual({ streamer: null, scene: 'stats' });
    expect(parseSceneCommand('  !SCENE   Hunt ')).toEqual({ streamer: null, scene: 'hunt' });
    expect(parseSceneCommand('!scene @ann_99 alert')).toEqual({ streamer: 'ann_99', scene: 'alert' });
  });
  it('is no command for anything else', () => {
    for (const text of [
      '!scene',
      '!scene party',
      'scene stats',
      'hi !scene stats',
      '!scene stats now',
      '!scenes stats',
      '!scene @ stats',
    ]) {
      expect(parseSceneCommand(text), text).toBeNull();
    }
  });
});

describe('win thresholds', () => {
  const t = { multiplier: '50', usd: '1000' };
  it('fire on a win at or above either one, exactly in decimal', () => {
    expect(reachesThreshold({ win: true, multiplier: '50', payoutUsd: '1' }, t)).toBe(true);
    expect(reachesThreshold({ win: true, multiplier: '49.9999', payoutUsd: '999.99' }, t)).toBe(false);
    expect(reachesThreshold({ win: true, multiplier: '1.5', payoutUsd: '1000' }, t)).toBe(true);
    expect(reachesThreshold({ win: true, multiplier: '1.5', payoutUsd: '999.999999999999999999' }, t)).toBe(false);
  });
  it('never on a loss', () => {
    expect(reachesThreshold({ win: false, multiplier: '1000', payoutUsd: '0' }, t)).toBe(false);
  });
});

describe('settings input', () => {
  it('takes positive decimal thresholds and a cooldown of 3 to 600 s', () => {
    expect(streamerSettingsSchema.safeParse({ celebrateMultiplier: '2', celebrateUsd: '1', commandCooldown: '3' }).success).toBe(true);
    for (const body of [
      { celebrateMultiplier: '1.99', celebrateUsd: '1', commandCooldown: 10 },
      { celebrateMultiplier: '2', celebrateUsd: '0.5', commandCooldown: 10 },
      { celebrateMultiplier: '1e3', celebrateUsd: '5', commandCooldown: 10 },
      { celebrateMultiplier: '2', celebrateUsd: '5', commandCooldown: 601 },
      { celebrateMultiplier: '2', celebrateUsd: '5', commandCooldown: 2.5 },
    ]) {
      expect(streamerSettingsSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
  it('names a link with 1 to 40 characters', () => {
    expect(makeTokenSchema.safeParse({ kind: 'mod', label: ' OBS ' }).data).toEqual({ kind: 'mod', label: 'OBS' });
    expect(makeTokenSchema.safeParse({ kind: 'view', label: '   ' }).success).toBe(false);
  });
});
