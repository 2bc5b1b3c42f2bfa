import { CODE } from '../../core/api';
import type { LevelPrivilegeList, VipLevel, VipLevelList } from '../../core/vip/types';
import * as vipApi from '../api/vip';
import { DEFAULT_LANGUAGE, getLanguage, storage } from '../storage/storage';

// The ladder (level config) and the privileges of every level (privilege config) live in long-lived storage, as the
// spec keeps them: the VIP page shows them at once from there and revalidates them from the server; the level-up toast
// and the account menu read the level names from there without a request of their own.

/** Storage key of the ladder (local storage, long-lived). */
export const LEVEL_CONFIG_KEY = 'levelConfig';
/** Storage key of the privileges of every level (local storage, long-lived). */
export const PRIVILEGE_CONFIG_KEY = 'privilegeConfig';

/** The ladder as stored: the server's list with its names in the language it was read in. */
interface StoredLadder {
  lang: string;
  list: VipLevelList;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function isLevel(v: unknown): v is VipLevel {
  return (
    isObject(v) &&
    typeof v.levelId === 'number' &&
    typeof v.name === 'string' &&
    typeof v.threshold === 'string' &&
    typeof v.upgradeReward === 'string' &&
    typeof v.rakebackRate === 'string' &&
    Array.isArray(v.perks)
  );
}

/** Whether a value has the ladder's shape (what storage holds may come from an older build, or be anything). */
export function isLadder(v: unknown): v is VipLevelList {
  return isObject(v) && typeof v.rechargeMinUsd === 'string' && Array.isArray(v.levels) && v.levels.every(isLevel);
}

/** Whether a value has the privilege list's shape. */
export function isPrivilegeList(v: unknown): v is LevelPrivilegeList {
  return (
    isObject(v) &&
    Array.isArray(v.levels) &&
    v.levels.every((l) => isObject(l) && typeof l.levelId === 'number' && typeof l.name === 'string' && Array.isArray(l.privileges))
  );
}

/** The stored ladder, when it is one and in the current language; null otherwise. */
export function cachedLadder(): VipLevelList | null {
  const stored = storage.getJson<StoredLadder>(LEVEL_CONFIG_KEY);
  return isObject(stored) && stored.lang === getLanguage() && isLadder(stored.list) ? stored.list : null;
}

/** The stored privileges of every level, when they are that; null otherwise. */
export function cachedPrivileges(): LevelPrivilegeList | null {
  const stored = storage.getJson<unknown>(PRIVILEGE_CONFIG_KEY);
  return isPrivilegeList(stored) ? stored : null;
}

/** A level's name from the stored ladder, or null when the ladder is not stored or has no such level. */
export function cachedLevel(levelId: number): VipLevel | null {
  return cachedLadder()?.levels.find((l) => l.levelId === levelId) ?? null;
}

/** The ladder with the level names of the player's language (the server's names stay where it has none). */
async function withNames(list: VipLevelList, lang: string): Promise<VipLevelList> {
  if (lang === DEFAULT_LANGUAGE) return list;
  const env = await vipApi.levelI18n(lang);
  const names = env.code === CODE.OK ? env.data?.names : undefined;
  if (!names) return list;
  return { ...list, levels: list.levels.map((l) => ({ ...l, name: names[String(l.levelId)] || l.name })) };
}

let ladderRead: Promise<VipLevelList | null> | null = null;
let privilegesRead: Promise<LevelPrivilegeList | null> | null = null;

/**
 * Reads the ladder from the server (in the player's language) and stores it; resolves with it, or null when the read
 * failed (the stored one, if any, stays). Reads asked for while one is on its way share it.
 */
export function loadLadder(): Promise<VipLevelList | null> {
  ladderRead ??= (async () => {
    try {
      const env = await vipApi.vipLevelInfoList();
      if (env.code !== CODE.OK || !isLadder(env.data)) return null;
      const lang = getLanguage();
      const list = await withNames(env.data, lang);
      storage.setJson(LEVEL_CONFIG_KEY, { lang, list } satisfies StoredLadder);
      return list;
    } finally {
      ladderRead = null;
    }
  })();
  return ladderRead;
}

/** Reads the privileges of every level from the server and stores them; null when the read failed. Shared like loadLadder. */
export function loadPrivileges(): Promise<LevelPrivilegeList | null> {
  privilegesRead ??= (async () => {
    try {
      const env = await vipApi.levelPrivilegeList();
      if (env.code !== CODE.OK || !isPrivilegeList(env.data)) return null;
      storage.setJson(PRIVILEGE_CONFIG_KEY, env.data);
      return env.data;
    } finally {
      privilegesRead = null;
    }
  })();
  return privilegesRead;
}

let askedThisPage = false;

/**
 * The ladder for places that only need its names (the account menu): the stored one, else one read per page load.
 * Resolves with null when neither is to be had.
 */
export async function ensureLadder(): Promise<VipLevelList | null> {
  const stored = cachedLadder();
  if (stored || askedThisPage) return stored;
  askedThisPage = true;
  return loadLadder();
}

/** Forgets that ensureLadder asked this page load (tests). */
export function resetLadderReads(): void {
  askedThisPage = false;
  ladderRead = null;
  privilegesRead = null;
}
