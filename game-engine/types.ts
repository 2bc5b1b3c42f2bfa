/**
 * The imperative API a game page will use to drive an engine (DESIGN.md, data flow): React creates the engine in a
 * ref'd element, calls these methods and destroys it on unmount. Implementations arrive with the game issues.
 */
export interface GameEngine<Result = unknown> {
  /** Animates a round whose result the server has already settled. */
  play(result: Result): Promise<void>;
  /** Animation speed multiplier (1 = normal). */
  setSpeed(multiplier: number): void;
  /** Fits the canvas to its container. */
  resize(width: number, height: number): void;
  /** Frees the renderer, textures and sounds. */
  destroy(): void;
}
