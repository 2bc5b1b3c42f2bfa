import { describe, expect, it } from 'vitest';
import { gameListTitle, listScope, rtpLabel } from './labels';
import { listBody, readFilters, writeFilters } from './listQuery';

describe('list scope of /gameList/{id}', () => {
  it('tells a category, a provider and the favourites key apart; anything else is no list', () => {
    expect(listScope(undefined)).toEqual({ kind: 'all' });
    expect(listScope('slots')).toEqual({ kind: 'category', category: 'slots' });
    expect(listScope('HS-GAME')).toEqual({ kind: 'category', category: 'HS-GAME' });
    expect(listScope('favorites')).toEqual({ kind: 'favorites' });
    expect(listScope('nova')).toEqual({ kind: 'provider', provider: 'nova' });
    expect(listScope('7')).toEqual({ kind: 'provider', provider: '7' });
    expect(listScope('Bad Provider')).toBeNull();
    expect(listScope('')).toBeNull();
  });

  it('titles the page by its scope', () => {
    expect(gameListTitle('favorites')).toBe('Favourites');
    expect(gameListTitle('live')).toBe('Live casino');
    expect(gameListTitle('nova')).toBe('Games');
  });

  it('shows an RTP chip without trailing zeros, and none for an unknown RTP', () => {
    expect(rtpLabel('96.50')).toBe('RTP 96.5%');
    expect(rtpLabel('99')).toBe('RTP 99%');
    expect(rtpLabel(null)).toBeNull();
    expect(rtpLabel('x')).toBeNull();
  });
});

describe('filters in the URL query', () => {
  it('reads known values and leaves out the rest', () => {
    expect(readFilters(new URLSearchParams('category=live&provider=nova&sort=rtp'))).toEqual({
      category: 'live',
      provider: 'nova',
      sort: 'rtp',
    });
    expect(readFilters(new URLSearchParams('category=poker&provider=%3Cx%3E&sort=random'))).toEqual({
      category: null,
      provider: null,
      sort: 'popular',
    });
  });

  it('writes a change, drops cleared filters and the default order, and keeps other parameters', () => {
    const start = new URLSearchParams('q=x&category=slots&sort=new');
    expect(writeFilters(start, { provider: 'nova' }).toString()).toBe('q=x&category=slots&sort=new&provider=nova');
    expect(writeFilters(start, { category: null, sort: 'popular' }).toString()).toBe('q=x');
    expect(start.toString()).toBe('q=x&category=slots&sort=new');
  });

  it("builds the listGame body, the page's own scope winning over the query", () => {
    const filters = { category: 'live' as const, provider: 'velvet', sort: 'az' as const };
    expect(listBody({ kind: 'all' }, filters, 2, 24)).toEqual({ page: 2, size: 24, sort: 'az', category: 'live', provider: 'velvet' });
    expect(listBody({ kind: 'category', category: 'slots' }, filters, 1, 24)).toMatchObject({ category: 'slots', provider: 'velvet' });
    expect(listBody({ kind: 'provider', provider: 'nova' }, { ...filters, category: null }, 1, 24)).toEqual({
      page: 1,
      size: 24,
      sort: 'az',
      provider: 'nova',
    });
  });
});
