import { maxWatermarkLength, watermarkDefaults } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';

/** A watermark as stamped: its text, on-screen angle in degrees, size in pixels and opacity. */
export interface Watermark {
  text: string;
  angle: number;
  size: number;
  opacity: number;
}

/**
 * Reads `{text, angle?, size?, opacity?}`, the defaults filling what is left out (−45°, 18 px,
 * 0.7). Each bad field is refused by name: an empty or overlong text, an angle beyond a turn, a size
 * from 4 to 200, an opacity from 0.05 to 1.
 */
export function readWatermark(body: unknown): Watermark {
  if (body === undefined || body === null || body === '') throw new LessorError('MISSING_BODY_PAYLOAD');
  if (typeof body !== 'object' || Array.isArray(body))
    throw new LessorError('INVALID_FIELD_IN_BODY', ['body']);
  const { text, angle, size, opacity } = body as Record<string, unknown>;
  if (text === undefined || text === null || text === '')
    throw new LessorError('MISSING_FIELD_IN_BODY', ['text']);
  if (
    typeof text !== 'string' ||
    text.trim() === '' ||
    text.length > maxWatermarkLength ||
    /[\r\n]/.test(text)
  )
    throw new LessorError('INVALID_FIELD_IN_BODY', ['text']);
  return {
    text: text.trim(),
    angle: numberIn('angle', angle, -360, 360, watermarkDefaults.angle),
    size: numberIn('size', size, 4, 200, watermarkDefaults.size),
    opacity: numberIn('opacity', opacity, 0.05, 1, watermarkDefaults.opacity),
  };
}

function numberIn(field: string, value: unknown, min: number, max: number, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
    throw new LessorError('INVALID_FIELD_IN_BODY', [field]);
  return value;
}
