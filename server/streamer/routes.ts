import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import {
  makeTokenSchema,
  moderatorSchema,
  revokeTokenSchema,
  sceneSchema,
  streamerSettingsSchema,
  type OverlayState,
  type OverlayTokenMade,
  type StreamerSettings,
} from '../../src/core/overlay';
import { z } from 'zod';
import { ok, parse } from '../plugins/envelope';
import { originAllowed, refuseCrossSite } from '../plugins/origin';
import { requireAuth } from '../plugins/session';
import type { OverlayGrant } from './tokens';

const tokenParams = z.object({ token: z.string().max(64) });

/**
 * The streamer's overlays. The streamer (signed in): GET /v1/streamer (settings, moderators, live links), making and
 * revoking links, thresholds and cooldown, the scene on air, a session reset, moderators. An overlay (by its token,
 * no session): GET /v1/overlay/:token (the state to draw), POST /v1/overlay/:token/scene (a mod link only), and the
 * socket /v1/overlay/:token/socket that pushes every change. A token reads nothing private and cannot bet: nothing
 * else accepts it.
 */
export async function streamerRoutes(app: FastifyInstance): Promise<void> {
  const streamer = app.streamer;

  const settings = async (request: Parameters<typeof requireAuth>[0]) => {
    const auth = await requireAuth(request);
    return { auth, answer: async (msg?: string) => ok<StreamerSettings>(await streamer.settings(auth.userId), msg) };
  };

  app.get('/v1/streamer', async (request) => (await settings(request)).answer());

  app.post('/v1/streamer/token', async (request) => {
    refuseCrossSite(request);
    const auth = await requireAuth(request);
    const body = parse(makeTokenSchema, request.body);
    return ok<OverlayTokenMade>(await streamer.makeToken(auth.userId, body.kind, body.label), 'Overlay link made: copy it now');
  });

  app.post('/v1/streamer/revoke', async (request) => {
    refuseCrossSite(request);
    const { auth, answer } = await settings(request);
    const body = parse(revokeTokenSchema, request.body);
    await streamer.revokeToken(auth.userId, body.id);
    return answer('Overlay link revoked');
  });

  app.post('/v1/streamer/settings', async (request) => {
    refuseCrossSite(request);
    const { auth, answer } = await settings(request);
    const body = parse(streamerSettingsSchema, request.body);
    await streamer.setThresholds(auth.userId, body.celebrateMultiplier, body.celebrateUsd, body.commandCooldown);
    return answer('Saved');
  });

  app.post('/v1/streamer/scene', async (request) => {
    refuseCrossSite(request);
    const { auth, answer } = await settings(request);
    const body = parse(sceneSchema, request.body);
    await streamer.setScene(auth.userId, body.scene);
    return answer();
  });

  app.post('/v1/streamer/reset', async (request) => {
    refuseCrossSite(request);
    const { auth, answer } = await settings(request);
    await streamer.resetSession(auth.userId);
    return answer('A new session started');
  });

  app.post('/v1/streamer/moderators', async (request) => {
    refuseCrossSite(request);
    const { auth, answer } = await settings(request);
    const body = parse(moderatorSchema, request.body);
    await streamer.setModerator(auth.userId, body.name, body.remove ?? false);
    return answer(body.remove ? 'Moderator removed' : 'Moderator added');
  });

  const grantOf = async (params: unknown): Promise<OverlayGrant> => streamer.grant(parse(tokenParams, params).token);

  app.get('/v1/overlay/:token', async (request) => ok<OverlayState>(await streamer.overlayState(await grantOf(request.params))));

  app.post('/v1/overlay/:token/scene', async (request) => {
    refuseCrossSite(request);
    const grant = await grantOf(request.params);
    const body = parse(sceneSchema, request.body);
    await streamer.overlayScene(grant, body.scene);
    return ok({ scene: body.scene });
  });

  const grants = new WeakMap<object, OverlayGrant | null>();
  app.get(
    '/v1/overlay/:token/socket',
    {
      websocket: true,
      preValidation: async (request) => {
        grants.set(request, await grantOf(request.params).catch(() => null));
      },
    },
    (socket: WebSocket, request) => {
      const grant = grants.get(request) ?? null;
      if (!originAllowed(request) || !grant) {
        socket.close(grant ? 1008 : 4404, grant ? 'Cross-site connection refused' : 'This overlay link does not exist or was revoked');
        return;
      }
      // Read-only: any frame from the page closes it.
      socket.on('message', () => socket.close(1008, 'Overlays only listen'));
      const client = { socket, userId: grant.userId, tokenId: grant.tokenId, alive: true };
      let closed = false;
      socket.on('close', () => {
        closed = true;
        app.overlays.remove(client);
      });
      void streamer.overlayState(grant).then(
        (state) => {
          if (!closed) app.overlays.add(client, state);
        },
        (error: Error) => {
          request.log.warn(`overlay state not read: ${error.message}`);
          socket.close(1011, 'Try again');
        },
      );
    },
  );
}
