import { CODE } from '../../src/core/api';
import { parseSceneCommand } from '../../src/core/overlay';
import { SceneCommandRefusal, type StreamerService } from './StreamerService';

/**
 * A chat message that is a scene command ("!scene stats", or from a moderator "!scene @streamer stats"), sent after
 * the message itself was accepted: switches the scene, or answers its sender why not (`refuse`). Any other message:
 * nothing.
 */
export async function runSceneCommand(
  streamer: StreamerService,
  senderId: number,
  text: string,
  refuse: (code: number, msg: string) => void,
): Promise<void> {
  const command = parseSceneCommand(text);
  if (!command) return;
  try {
    await streamer.sceneCommand(senderId, command.streamer, command.scene);
  } catch (error) {
    if (error instanceof SceneCommandRefusal) return refuse(CODE.BAD_REQUEST, error.message);
    throw error;
  }
}
