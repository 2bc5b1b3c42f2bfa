import { useApplication, useTick } from '@pixi/react';
import { Texture, TextStyle, type Sprite, type Text, type Ticker } from 'pixi.js';
import { useCallback, useMemo, useRef, useState } from 'react';
import { createFlashLimiter } from '../../src/core/flashLimit';
import { createBurst, easeOutBack, particleAlpha, stepBurst } from './burst';

/** Particles of the full version's burst (coins and confetti), made once. */
export const PARTICLES = 72;
/** Moments the full version asks for a flash (ms from the start): the limiter lets at most three a second through. */
const FLASH_AT = [0, 200, 400, 600, 800] as const;
/** How long one flash stays up, ms: a luminance jump up and back down. */
const FLASH_MS = 90;
/** The flash's opacity of white over the page. */
const FLASH_ALPHA = 0.28;
/** The multiplier's entrance, ms (full: scales in; calm: fades in). */
const ENTER_MS = 450;
const CALM_ENTER_MS = 700;
/** The fade at the end, ms. */
const LEAVE_MS = 450;

const GOLD = [0xffd34d, 0xf5b300, 0xffe89a] as const;
const CONFETTI = [0x27e0a3, 0x5aa9ff, 0xff5ca8, 0xb784ff, 0xffd34d] as const;

/** Textures drawn once on a 2D canvas: every particle, the glow and the flash are sprites of these (one batch). */
interface Art {
  glow: Texture;
  coin: Texture;
  confetti: Texture;
}
let art: Art | null = null;

function canvasTexture(w: number, h: number, paint: (ctx: CanvasRenderingContext2D) => void): Texture {
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d');
  if (ctx) paint(ctx);
  return Texture.from(canvas);
}

function artOnce(): Art {
  art ??= {
    // A soft glow: a radial gradient of falling opacity, scaled to the screen.
    glow: canvasTexture(256, 256, (ctx) => {
      const g = ctx.createRadialGradient(128, 128, 0, 128, 128, 128);
      g.addColorStop(0, 'rgba(255, 200, 61, 0.62)');
      g.addColorStop(0.45, 'rgba(255, 200, 61, 0.28)');
      g.addColorStop(1, 'rgba(255, 200, 61, 0)');
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, 256, 256);
    }),
    // A gold coin with its rim (white fill, tinted per particle).
    coin: canvasTexture(20, 20, (ctx) => {
      ctx.fillStyle = '#ffffff';
      ctx.beginPath();
      ctx.arc(10, 10, 9, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = 'rgba(120, 80, 0, 0.9)';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(10, 10, 5.5, 0, Math.PI * 2);
      ctx.stroke();
    }),
    confetti: canvasTexture(10, 6, (ctx) => {
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, 10, 6);
    }),
  };
  return art;
}

/** Every third particle a coin, the rest confetti, each with its colour. */
const PARTICLE_LOOKS = Array.from({ length: PARTICLES }, (_, i) =>
  i % 3 === 0 ? { coin: true, tint: GOLD[i % GOLD.length]! } : { coin: false, tint: CONFETTI[i % CONFETTI.length]! },
);

export interface CelebrationSceneProps {
  multiplier: string;
  payout: string;
  calm: boolean;
  durationMs: number;
  /** Called once when the entrance has finished (the multiplier is fully shown). */
  onEntered?: () => void;
}

/**
 * The celebration's Pixi scene: declared once with @pixi/react, then moved each tick through refs (React does not
 * render per frame, and a frame allocates nothing: the particles are a fixed pool of typed arrays and sprites of two
 * textures drawn once, so the whole scene is one batch).
 */
export function CelebrationScene({ multiplier, payout, calm, durationMs, onEntered }: CelebrationSceneProps) {
  const { app } = useApplication();
  const [burst] = useState(() => createBurst(calm ? 0 : PARTICLES, 0.9));
  const [limiter] = useState(() => createFlashLimiter(calm ? 0 : undefined));
  const particles = useRef<(Sprite | null)[]>([]);
  const textures = artOnce();
  const title = useRef<Text | null>(null);
  const sub = useRef<Text | null>(null);
  const glow = useRef<Sprite | null>(null);
  const flash = useRef<Sprite | null>(null);
  const clock = useRef({ elapsed: 0, nextFlash: 0, flashUntil: -1, entered: false });
  const base = Math.min(app.screen.width, app.screen.height);
  const titleSize = Math.round(Math.max(48, base * 0.17));
  const styles = useMemo(
    () => ({
      title: new TextStyle({
        fontFamily: ['Space Grotesk', 'system-ui', 'sans-serif'],
        fontSize: titleSize,
        fontWeight: '700',
        fill: 0xfff3c4,
        stroke: { color: 0x6b3d00, width: Math.max(4, base * 0.008) },
      }),
      sub: new TextStyle({
        fontFamily: ['Space Grotesk', 'system-ui', 'sans-serif'],
        fontSize: Math.round(Math.max(20, base * 0.05)),
        fontWeight: '700',
        fill: 0xffffff,
        stroke: { color: 0x1a1206, width: Math.max(3, base * 0.005) },
      }),
    }),
    // The text is sized once, at the screen the celebration starts on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const tick = useCallback(
    (ticker: Ticker) => {
      const c = clock.current;
      const dt = ticker.deltaMS;
      c.elapsed += dt;
      const t = c.elapsed;
      const w = app.screen.width;
      const h = app.screen.height;
      const cx = w / 2;
      const cy = h * 0.42;
      const leave = Math.min(1, Math.max(0, (durationMs - t) / LEAVE_MS));

      const head = title.current;
      const tail = sub.current;
      if (head && tail) {
        const enter = Math.min(1, t / (calm ? CALM_ENTER_MS : ENTER_MS));
        head.position.set(cx, cy);
        // Below the multiplier's full-size line (its style's font size), not its scaled bounds: no measuring per frame.
        tail.position.set(cx, cy + titleSize * 0.62);
        if (calm) {
          head.scale.set(1);
          head.alpha = enter * leave;
        } else {
          head.scale.set(Math.max(0.01, easeOutBack(enter)));
          head.alpha = Math.min(1, enter * 3) * leave;
        }
        tail.alpha = Math.min(1, Math.max(0, (t - ENTER_MS * 0.6) / 300)) * leave;
        if (!c.entered && enter >= 1 && tail.alpha >= 1) {
          c.entered = true;
          onEntered?.();
        }
      }

      const halo = glow.current;
      if (halo) {
        const r = base * 0.45 * (calm ? 1 : 0.85 + 0.15 * Math.sin(t / 260));
        halo.position.set(cx, cy);
        // The texture is 256 px across: r is the glow's radius.
        halo.scale.set(r / 128);
        halo.alpha = (calm ? 0.6 : 1) * Math.min(1, t / (calm ? CALM_ENTER_MS : 250)) * leave;
        halo.visible = halo.alpha > 0;
      }

      if (burst.count > 0) {
        stepBurst(burst, dt);
        const nodes = particles.current;
        for (let i = 0; i < burst.count; i++) {
          const g = nodes[i];
          if (!g) continue;
          const alpha = particleAlpha(burst, i);
          // A particle gone is left out of the render, not drawn at zero opacity.
          g.visible = alpha > 0;
          if (!g.visible) continue;
          g.position.set(cx + burst.x[i]!, cy + burst.y[i]!);
          g.rotation = burst.rotation[i]!;
          g.alpha = alpha;
        }
      }

      const white = flash.current;
      if (white) {
        // Each planned flash asks the limiter; one refused is skipped, never delayed.
        while (c.nextFlash < FLASH_AT.length && t >= FLASH_AT[c.nextFlash]!) {
          if (!calm && limiter.tryFlash()) c.flashUntil = t + FLASH_MS;
          c.nextFlash += 1;
        }
        // Rendered only while it flashes: a full-screen fill at zero opacity still costs its pixels.
        white.visible = t < c.flashUntil;
        white.width = w;
        white.height = h;
        white.alpha = FLASH_ALPHA;
      }
    },
    [app, base, burst, calm, durationMs, limiter, onEntered, titleSize],
  );
  useTick(tick);

  return (
    <pixiContainer>
      <pixiSprite ref={glow} texture={textures.glow} anchor={0.5} alpha={0} />
      {!calm &&
        PARTICLE_LOOKS.map((look, i) => (
          <pixiSprite
            key={i}
            texture={look.coin ? textures.coin : textures.confetti}
            tint={look.tint}
            anchor={0.5}
            alpha={0}
            ref={(g: Sprite | null) => {
              particles.current[i] = g;
            }}
          />
        ))}
      <pixiText ref={title} text={multiplier} style={styles.title} anchor={0.5} alpha={0} />
      <pixiText ref={sub} text={payout} style={styles.sub} anchor={{ x: 0.5, y: 0 }} alpha={0} />
      <pixiSprite ref={flash} texture={Texture.WHITE} visible={false} />
    </pixiContainer>
  );
}
