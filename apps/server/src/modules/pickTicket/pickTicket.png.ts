import { SIGNATURE_MAX_BYTES } from '@freightdesk/contracts';
import { fieldError } from '../../platform/errors';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A signature as sent (base64, or a data URL of it) checked to be a whole PNG image of a sensible
 * size: the signature, the IHDR chunk first with a width and height of 1–4,000 pixels, the IEND
 * chunk last. Anything else is a 400 on `signaturePng`, so the receipt never embeds what is not
 * an image.
 */
export function signaturePngOf(sent: string): Buffer {
  const png = Buffer.from(sent.replace(/^data:image\/png;base64,/, ''), 'base64');
  if (png.length > SIGNATURE_MAX_BYTES) {
    throw fieldError('signaturePng', `The signature image is larger than ${SIGNATURE_MAX_BYTES / 1000} KB.`);
  }
  const bad = () => fieldError('signaturePng', 'The signature is not a PNG image.');
  if (png.length < 8 + 25 + 12 || !png.subarray(0, 8).equals(PNG_MAGIC)) throw bad();
  if (png.readUInt32BE(8) !== 13 || png.toString('latin1', 12, 16) !== 'IHDR') throw bad();
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  if (width < 1 || height < 1 || width > 4000 || height > 4000) throw bad();
  if (png.toString('latin1', png.length - 8, png.length - 4) !== 'IEND') throw bad();
  return png;
}
