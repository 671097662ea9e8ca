import { watermarkDefaults } from '@lessor/domain/api';
import { Jimp, loadFont, measureText } from 'jimp';
import { SANS_32_BLACK } from 'jimp/fonts';
import type { Watermark } from './watermark.ts';

type Font = Awaited<ReturnType<typeof loadFont>>;
let font: Promise<Font> | undefined;

/**
 * Stamps a JPEG or PNG image with the watermark's text, repeated across it, and answers it as a
 * JPEG at the spec's quality (0.85). The text is drawn at 32 px and scaled to the asked size, the
 * bitmap fonts coming in a few sizes only.
 */
export async function watermarkImage(bytes: Uint8Array, watermark: Watermark): Promise<Uint8Array> {
  const image = await Jimp.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  font ??= loadFont(SANS_32_BLACK);
  const loaded = await font;
  const drawnHeight = loaded.common.lineHeight;
  const label = new Jimp({ width: measureText(loaded, watermark.text) + 4, height: drawnHeight, color: 0 });
  label.print({ font: loaded, x: 2, y: 0, text: watermark.text });
  label.scale(watermark.size / drawnHeight);
  // Jimp turns counter-clockwise for a positive angle: the on-screen −45° is its 45°.
  label.rotate(-watermark.angle);
  const step = { x: label.width + 2 * watermark.size, y: label.height + 2 * watermark.size };
  for (let y = 0; y < image.height; y += step.y)
    for (let x = 0; x < image.width; x += step.x)
      image.composite(label, x, y, { opacitySource: watermark.opacity });
  const quality = Math.round(watermarkDefaults.jpegQuality * 100);
  return new Uint8Array(await image.getBuffer('image/jpeg', { quality }));
}
