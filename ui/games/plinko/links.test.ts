import { describe, expect, it } from 'vitest';
import { INSTANT_GAMES } from '../../../src/core/games';
import { plinkoUi } from './index';
import {
  pathText,
  plinkoConfigLimits,
  plinkoConfigProblem,
  plinkoWinMultiplier,
  readPlinkoParams,
  rowChoices,
  tableRtpPercent,
} from './links';

describe('plinko panel links', () => {
  it('reads the config limits, falling back to the core for what it leaves out or gets wrong', () => {
    expect(plinkoConfigLimits(undefined)).toEqual({ minRows: 8, maxRows: 16, risks: ['low', 'medium', 'high'] });
    expect(plinkoConfigLimits({ minRows: '10', maxRows: 14, risks: 'low, high' })).toEqual({
      minRows: 10,
      maxRows: 14,
      risks: ['low', 'high'],
    });
    expect(plinkoConfigLimits({ minRows: '4', maxRows: '99', risks: 'extreme' })).toEqual({
      minRows: 8,
      maxRows: 16,
      risks: ['low', 'medium', 'high'],
    });
    expect(plinkoConfigLimits({ minRows: '14', maxRows: '10' })).toMatchObject({ minRows: 8, maxRows: 16 });
    expect(rowChoices(plinkoConfigLimits({ minRows: '12' }))).toEqual([12, 13, 14, 15, 16]);
  });

  it('states what the config narrows, after the core', () => {
    const limits = plinkoConfigLimits({ minRows: '10', risks: 'low,medium' });
    expect(plinkoConfigProblem({ rows: 8, risk: 'low' }, limits)).toBe('Rows must be from 10 to 16');
    expect(plinkoConfigProblem({ rows: 12, risk: 'high' }, limits)).toBe('Risk must be low or medium');
    expect(plinkoConfigProblem({ rows: 12, risk: 'medium' }, limits)).toBeNull();
    expect(plinkoUi.configProblem({ rows: 12, risk: 'high' }, { risks: 'low' })).toBe('Risk must be low');
  });

  it('reads params, the max multiplier, the table RTP and the path as players read them', () => {
    expect(readPlinkoParams({ rows: 12, risk: 'low' })).toEqual({ rows: 12, risk: 'low' });
    expect(readPlinkoParams({ rows: 12.5, risk: 'low' })).toBeNull();
    expect(plinkoWinMultiplier({ rows: 16, risk: 'high' })).toBe('1000');
    expect(plinkoWinMultiplier({ rows: 17, risk: 'high' })).toBeNull();
    expect(tableRtpPercent({ rows: 8, risk: 'medium' })).toBe('98.91');
    expect(tableRtpPercent({ rows: 11, risk: 'high' })).toBe('99.16');
    expect(tableRtpPercent(null)).toBeNull();
    expect(pathText([0, 1, 1])).toBe('L R R');
    expect(plinkoUi.paramsSentence({ rows: 16, risk: 'high' })).toBe('16 rows, high risk');
    expect(plinkoUi.outcomeFacts!({ bucket: 2, path: [1, 0, 1] }, { rows: 8, risk: 'low' })).toEqual([
      { label: 'Bucket', value: '2' },
      { label: 'Path', value: 'R L R' },
    ]);
    expect(plinkoUi.outcomeFacts!({ bucket: 2 }, { rows: 8, risk: 'low' })).toEqual([{ label: 'Bucket', value: '2' }]);
    expect(INSTANT_GAMES.plinko.paramsSchema.safeParse(plinkoUi.defaultParams).success).toBe(true);
  });
});
