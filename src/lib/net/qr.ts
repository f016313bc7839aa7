/**
 * QR codes of room links and invitation links (issue 19): the module matrix from `qrcode`, drawn
 * as one SVG path (QrCode.svelte). Pure functions, so the unit test decodes exactly what the page
 * draws (tests render the matrix to pixels and read it back with a QR decoder).
 */
import QRCode from 'qrcode';

export interface QrMatrix {
  /** Modules per side (21 for version 1 … 177 for version 40). */
  readonly size: number;
  /** Row-major, 1 = dark. */
  readonly dark: Uint8Array;
}

/** The quiet zone around the symbol, in modules (the standard asks for 4). */
export const QR_MARGIN = 4;

/**
 * The matrix for `text`, or null when it does not fit a QR code at all. Error correction "L"
 * (7%) keeps long invitation links in a version a phone still reads from a screen.
 */
export function qrMatrix(text: string): QrMatrix | null {
  try {
    let code = QRCode.create(text, { errorCorrectionLevel: 'L' });
    // jsQR (behind many web-page scanners) misplaces version 23's alignment patterns and never
    // reads one (cozmo/jsQR#251): use version 24, four modules larger, instead.
    if (code.version === 23) code = QRCode.create(text, { errorCorrectionLevel: 'L', version: 24 });
    const { size, data } = code.modules;
    const dark = new Uint8Array(size * size);
    for (let i = 0; i < dark.length; i++) dark[i] = data[i] ? 1 : 0;
    return { size, dark };
  } catch {
    return null;
  }
}

/** The dark modules as one SVG path in module units, the symbol starting at (margin, margin); runs of a row merged. */
export function qrPath(m: QrMatrix, margin = QR_MARGIN): string {
  const parts: string[] = [];
  for (let r = 0; r < m.size; r++) {
    let c = 0;
    while (c < m.size) {
      if (!m.dark[r * m.size + c]) {
        c++;
        continue;
      }
      const start = c;
      while (c < m.size && m.dark[r * m.size + c]) c++;
      parts.push(`M${start + margin} ${r + margin}h${c - start}v1h${start - c}z`);
    }
  }
  return parts.join('');
}

/** Grey-level pixels of the symbol with its quiet zone, `scale` pixels per module, as RGBA (for decoders in tests). */
export function qrPixels(m: QrMatrix, scale: number, margin = QR_MARGIN): { width: number; rgba: Uint8ClampedArray } {
  const width = (m.size + 2 * margin) * scale;
  const rgba = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let r = 0; r < m.size; r++) {
    for (let c = 0; c < m.size; c++) {
      if (!m.dark[r * m.size + c]) continue;
      for (let y = (r + margin) * scale; y < (r + margin + 1) * scale; y++) {
        for (let x = (c + margin) * scale; x < (c + margin + 1) * scale; x++) {
          const i = (y * width + x) * 4;
          rgba[i] = rgba[i + 1] = rgba[i + 2] = 0;
        }
      }
    }
  }
  return { width, rgba };
}
