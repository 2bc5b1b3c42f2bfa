// Small DOM helpers for the HUD: elements built node by node with text as text (no HTML from strings), and the
// HUD's line icons as SVG paths.

/** An element with a class and optional text. */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A real button (type=button) with a visible label or an icon and an accessible name. */
export function button(label: string, className: string, onClick: (event: MouseEvent) => void, icon?: IconName): HTMLButtonElement {
  const node = el('button', className);
  node.type = 'button';
  if (icon) {
    node.append(svgIcon(icon));
    node.setAttribute('aria-label', label);
    node.title = label;
  } else {
    node.textContent = label;
  }
  node.addEventListener('click', onClick);
  return node;
}

const ICONS = {
  home: ['M3 11.5 12 4l9 7.5', 'M5.5 10v9.5h5v-6h3v6h5V10'],
  info: ['M12 8h.01', 'M11 12h1v5h1', 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z'],
  soundOn: ['M4 9.5h3.5L12 5.5v13l-4.5-4H4z', 'M15.5 9a4 4 0 0 1 0 6', 'M18 6.5a7.5 7.5 0 0 1 0 11'],
  soundOff: ['M4 9.5h3.5L12 5.5v13l-4.5-4H4z', 'M16 9.5l5 5', 'M21 9.5l-5 5'],
  close: ['M6 6l12 12', 'M18 6 6 18'],
  minus: ['M6 12h12'],
  plus: ['M6 12h12', 'M12 6v12'],
} as const;

/** Names of the HUD's icons. */
export type IconName = keyof typeof ICONS;

/** A 24x24 stroked line icon, hidden from screen readers (its button carries the name). */
export function svgIcon(name: IconName): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.classList.add('icon');
  for (const d of ICONS[name]) {
    const path = document.createElementNS(ns, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}
