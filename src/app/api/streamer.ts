import type { OverlayScene, OverlayTokenKind, OverlayTokenMade, StreamerSettings } from '../../core/overlay';
import { get, post, type CallOptions } from '../network/http';

// The streamer's overlay calls (the contract: src/core/overlay.ts). The changes answer a refusal with a message the
// form shows itself, so they do not toast a failure.
const CHANGES: CallOptions = { silent: true };

/** GET /v1/streamer: the scene on air, session start, thresholds, cooldown, moderators and live overlay links. */
export const getStreamer = (options?: CallOptions) => get<StreamerSettings>('/v1/streamer', undefined, options);

/** POST /v1/streamer/token: a new overlay link (view or mod); its token is answered this once. */
export const makeOverlayToken = (kind: OverlayTokenKind, label: string) =>
  post<OverlayTokenMade>('/v1/streamer/token', { kind, label }, CHANGES);

/** POST /v1/streamer/revoke: its overlays close at once; answers the settings. */
export const revokeOverlayToken = (id: number) => post<StreamerSettings>('/v1/streamer/revoke', { id }, CHANGES);

/** POST /v1/streamer/settings: win-alert thresholds and the chat-command cooldown; answers the settings. */
export const saveStreamerSettings = (body: { celebrateMultiplier: string; celebrateUsd: string; commandCooldown: number }) =>
  post<StreamerSettings>('/v1/streamer/settings', body, CHANGES);

/** POST /v1/streamer/scene: puts a scene on air; answers the settings. */
export const setStreamerScene = (scene: OverlayScene) => post<StreamerSettings>('/v1/streamer/scene', { scene }, CHANGES);

/** POST /v1/streamer/reset: a new session (stats and bonus hunt count from now); answers the settings. */
export const resetStreamerSession = () => post<StreamerSettings>('/v1/streamer/reset', {}, CHANGES);

/** POST /v1/streamer/moderators: adds (or removes) a player whose chat commands switch the scene. */
export const setStreamModerator = (name: string, remove = false) =>
  post<StreamerSettings>('/v1/streamer/moderators', { name, ...(remove ? { remove } : {}) }, CHANGES);

/** POST /v1/overlay/:token/scene: a mod link switches the scene. */
export const setOverlayScene = (token: string, scene: OverlayScene) =>
  post<{ scene: OverlayScene }>(`/v1/overlay/${encodeURIComponent(token)}/scene`, { scene }, CHANGES);
