import { Container, Geometry, Mesh, Shader, UniformGroup } from 'pixi.js';
import { CRASH_GROWTH } from '../../src/core/games/crash/curve';
import type { ChartFrame } from './layout';

/** Points along the curve; denser towards the tip, where a linear multiplier axis makes the curve steep. */
const POINTS = 400;

// The curve is computed on the GPU from a fixed buffer: each vertex holds only its place u (0..1) along the curve and
// its side (-1, +1). The vertex shader turns u into round time (tip × (1 - (1 - u)²)), evaluates e^(growth × t) and
// maps both through the chart's axes (uniforms), so a frame sets a few uniforms and uploads no vertices, whatever the
// round's length or the axes' glide. The stroke extrudes each point along the curve's screen-space normal (exact from
// the derivative, so the line keeps its width when the axes stretch); the fill drops the outer side to the baseline.
const VERTEX = `
in vec2 aPosition;
out float vSide;
out float vAlong;

uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;

uniform vec4 uView;
uniform vec4 uCurve;
uniform vec4 uShape;

void main(void) {
  float u = aPosition.x;
  float side = aPosition.y;
  float t = uCurve.x * (1.0 - (1.0 - u) * (1.0 - u));
  float m = exp(uCurve.y * t);
  vec2 p = vec2(uView.x + t * uView.z, uView.y - (m - 1.0) * uView.w);
  if (uShape.y > 0.5) {
    if (side > 0.0) p.y = uView.y;
  } else {
    vec2 tangent = vec2(uView.z, -uCurve.y * m * uView.w);
    float len = length(tangent);
    vec2 dir = len > 0.0 ? tangent / len : vec2(1.0, 0.0);
    p += vec2(-dir.y, dir.x) * side * uShape.x;
  }
  vSide = side;
  vAlong = u;
  mat3 mvp = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((mvp * vec3(p, 1.0)).xy, 0.0, 1.0);
}
`;

const FRAGMENT = `
in float vSide;
in float vAlong;
out vec4 finalColor;

uniform vec4 uColor;
uniform vec4 uTint;
uniform vec4 uLook;

void main(void) {
  float a;
  vec3 rgb = uTint.rgb;
  if (uLook.x > 0.5) {
    // Fill: strongest under the curve, fading to the baseline; the first stretch fades in from the origin.
    a = mix(uLook.y, uLook.z, (vSide + 1.0) * 0.5) * smoothstep(0.0, 0.15, vAlong);
  } else {
    // Stroke: a solid core (antialiased over about one pixel) inside a soft glow, a white-hot centre.
    float d = abs(vSide);
    float core = uTint.a;
    float aa = uLook.w;
    float solid = 1.0 - smoothstep(core - aa, core + aa, d);
    float glow = pow(1.0 - d, 2.2) * uLook.y;
    a = max(solid, glow);
    rgb = mix(rgb, vec3(1.0), 0.45 * (1.0 - smoothstep(0.0, core * 0.6, d)));
  }
  finalColor = vec4(rgb * a, a) * uColor;
}
`;

/**
 * The rising curve: a filled gradient area and a glowing line, two meshes over one static vertex buffer, drawn by a
 * small shader from the chart's axes and the round's elapsed time (see above). Everything else on the chart (tip,
 * labels, ticks) is placed with the same mapping on the CPU (layout.ts chartX / chartY).
 */
export class CurveView {
  readonly view = new Container();
  private readonly geometry: Geometry;
  private readonly shared: UniformGroup;
  private readonly strokeStyle: UniformGroup;
  private readonly fillStyle: UniformGroup;
  private readonly meshes: Mesh<Geometry, Shader>[] = [];
  private readonly programs: Shader[] = [];

  constructor() {
    const data = new Float32Array(POINTS * 4);
    for (let i = 0; i < POINTS; i++) {
      const u = i / (POINTS - 1);
      data.set([u, -1, u, 1], i * 4);
    }
    this.geometry = new Geometry({ attributes: { aPosition: { buffer: data, format: 'float32x2' } }, topology: 'triangle-strip' });
    this.shared = new UniformGroup({
      uView: { value: new Float32Array([0, 0, 1, 1]), type: 'vec4<f32>' },
      uCurve: { value: new Float32Array([0, CRASH_GROWTH, 0, 0]), type: 'vec4<f32>' },
      uTint: { value: new Float32Array([1, 1, 1, 0.3]), type: 'vec4<f32>' },
    });
    // uShape (vertex): half width, mode (0 stroke, 1 fill). uLook (fragment): mode; stroke: glow strength, -, the
    // antialiasing width as a share of the half width; fill: alpha under the curve, alpha at the baseline.
    this.strokeStyle = new UniformGroup({
      uShape: { value: new Float32Array([8, 0, 0, 0]), type: 'vec4<f32>' },
      uLook: { value: new Float32Array([0, 0.5, 0, 0.12]), type: 'vec4<f32>' },
    });
    this.fillStyle = new UniformGroup({
      uShape: { value: new Float32Array([0, 1, 0, 0]), type: 'vec4<f32>' },
      uLook: { value: new Float32Array([1, 0.34, 0, 0]), type: 'vec4<f32>' },
    });
    for (const style of [this.fillStyle, this.strokeStyle]) {
      const shader = Shader.from({
        gl: { vertex: VERTEX, fragment: FRAGMENT, name: 'crash-curve' },
        resources: { curve: this.shared, style },
      });
      const mesh = new Mesh<Geometry, Shader>({ geometry: this.geometry, shader });
      mesh.eventMode = 'none';
      this.programs.push(shader);
      this.meshes.push(mesh);
      this.view.addChild(mesh);
    }
  }

  /** Draws the curve from 0 to `tipMs` on `chart`, coloured `color` (0xRRGGBB), line core and glow in px. */
  draw(chart: ChartFrame, tipMs: number, color: number, core: number, halfWidth: number): void {
    const view = this.shared.uniforms.uView as Float32Array;
    view[0] = chart.left;
    view[1] = chart.bottom;
    view[2] = chart.width / chart.timeMs;
    view[3] = chart.height / (chart.top - 1);
    (this.shared.uniforms.uCurve as Float32Array)[0] = Math.max(0, tipMs);
    const tint = this.shared.uniforms.uTint as Float32Array;
    tint[0] = ((color >> 16) & 0xff) / 255;
    tint[1] = ((color >> 8) & 0xff) / 255;
    tint[2] = (color & 0xff) / 255;
    tint[3] = Math.min(0.9, core / Math.max(1, halfWidth));
    (this.strokeStyle.uniforms.uShape as Float32Array)[0] = halfWidth;
    (this.strokeStyle.uniforms.uLook as Float32Array)[3] = 1 / Math.max(1, halfWidth);
  }

  /** Glow strength of the line (0..1) and the fill's alpha under the curve. */
  setIntensity(glow: number, fillAlpha: number): void {
    (this.strokeStyle.uniforms.uLook as Float32Array)[1] = glow;
    (this.fillStyle.uniforms.uLook as Float32Array)[1] = fillAlpha;
  }

  destroy(): void {
    this.view.destroy({ children: true });
    for (const shader of this.programs) shader.destroy();
    this.geometry.destroy();
  }
}
