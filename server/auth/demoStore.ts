import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

// A cap on what the demo provider keeps: abandoned sign-ins must not grow memory without bound.
const MAX_ENTRIES = 20_000;

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * The demo provider's storage: its short-lived models (interactions, sessions, grants, codes, tokens) in one Map per
 * provider, each entry dropped at its expiry. Demo mode runs one process, so memory is the right place; the oldest
 * entries go first beyond the cap.
 */
export function demoStore(now: () => number = Date.now): AdapterFactory {
  const entries = new Map<string, Entry>();
  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        entries.delete(key(id));
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key(id), { payload, expiresAt: now() + (expiresIn ?? 3600) * 1000 });
      },
      async find(id) {
        return live(key(id));
      },
      async findByUid(uid) {
        for (const [k, e] of entries) if (k.startsWith(`${model}:`) && e.payload.uid === uid) return live(k);
        return undefined;
      },
      async findByUserCode(userCode) {
        for (const [k, e] of entries) if (k.startsWith(`${model}:`) && e.payload.userCode === userCode) return live(k);
        return undefined;
      },
      async consume(id) {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        entries.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [k, e] of entries) if (e.payload.grantId === grantId) entries.delete(k);
      },
    };
  };
}
