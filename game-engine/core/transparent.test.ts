import { Container, Sprite, Texture } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { skipTransparent } from './transparent';

describe('skipTransparent', () => {
  it('stops drawing an object at zero alpha and draws it again when its alpha rises', () => {
    const stage = new Container();
    const shown = new Sprite(Texture.WHITE);
    const faded = new Sprite(Texture.WHITE);
    faded.alpha = 0;
    stage.addChild(shown, faded);
    skipTransparent(stage);
    expect(shown.renderable).toBe(true);
    expect(faded.renderable).toBe(false);
    faded.alpha = 0.4;
    skipTransparent(stage);
    expect(faded.renderable).toBe(true);
  });

  it('hides a transparent container with everything under it, and reaches objects deep in visible ones', () => {
    const stage = new Container();
    const group = new Container();
    const inner = new Sprite(Texture.WHITE);
    const deep = new Container();
    const glyph = new Sprite(Texture.WHITE);
    glyph.alpha = 0;
    deep.addChild(glyph);
    group.addChild(inner);
    stage.addChild(group, deep);
    group.alpha = 0;
    skipTransparent(stage);
    expect(group.renderable).toBe(false);
    // Left as it was: the container above it is not drawn, so neither is it.
    expect(inner.renderable).toBe(true);
    expect(glyph.renderable).toBe(false);
    group.alpha = 1;
    glyph.alpha = 1;
    skipTransparent(stage);
    expect(group.renderable).toBe(true);
    expect(glyph.renderable).toBe(true);
  });

  it('leaves alone what something else made non-renderable, and what is invisible', () => {
    const stage = new Container();
    const ownHidden = new Sprite(Texture.WHITE);
    ownHidden.renderable = false;
    const hiddenGroup = new Container();
    hiddenGroup.visible = false;
    const underHidden = new Sprite(Texture.WHITE);
    underHidden.alpha = 0;
    hiddenGroup.addChild(underHidden);
    stage.addChild(ownHidden, hiddenGroup);
    skipTransparent(stage);
    expect(ownHidden.renderable).toBe(false);
    expect(underHidden.renderable).toBe(true);
    ownHidden.alpha = 0;
    skipTransparent(stage);
    ownHidden.alpha = 1;
    skipTransparent(stage);
    // It was not this module's to hide, so it is not this module's to show.
    expect(ownHidden.renderable).toBe(false);
  });
});
