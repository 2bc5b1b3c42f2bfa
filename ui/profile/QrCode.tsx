import { useEffect, useRef } from 'react';
import QRCode from 'qrcode';

/** A QR code of `text` drawn on a canvas (dark modules on white, as phone cameras read best). */
export function QrCode({ text, size = 184, label }: { text: string; size?: number; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) void QRCode.toCanvas(canvas.current, text, { width: size, margin: 2, errorCorrectionLevel: 'M' });
  }, [text, size]);
  return <canvas ref={canvas} className="qr" width={size} height={size} role="img" aria-label={label} data-testid="qr-code" />;
}
