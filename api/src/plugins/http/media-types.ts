// The media types Cadence accepts, recognised from the file's first bytes (never its name or the
// client's Content-Type).
import type { MediaKind } from './media-storage';

export interface MediaType {
  extension: 'jpg' | 'png' | 'gif' | 'webp' | 'mp4' | 'mov' | 'pdf';
  contentType: string;
  /** The word Laravel's `mimes` rule would list. */
  label: string;
}

const JPEG: MediaType = { extension: 'jpg', contentType: 'image/jpeg', label: 'jpeg' };
const PNG: MediaType = { extension: 'png', contentType: 'image/png', label: 'png' };
const GIF: MediaType = { extension: 'gif', contentType: 'image/gif', label: 'gif' };
const WEBP: MediaType = { extension: 'webp', contentType: 'image/webp', label: 'webp' };
const MP4: MediaType = { extension: 'mp4', contentType: 'video/mp4', label: 'mp4' };
const MOV: MediaType = { extension: 'mov', contentType: 'video/quicktime', label: 'mov' };
const PDF: MediaType = { extension: 'pdf', contentType: 'application/pdf', label: 'pdf' };

export const MEDIA_TYPES: readonly MediaType[] = [JPEG, PNG, GIF, WEBP, MP4, MOV, PDF];

export const ALLOWED_BY_KIND: Record<MediaKind, readonly MediaType[]> = {
  avatar: [JPEG, PNG, GIF, WEBP],
  image: [JPEG, PNG, GIF, WEBP],
  video: [MP4, MOV],
  file: [JPEG, PNG, GIF, WEBP, MP4, PDF],
};

// ISO base media brands that are MP4 video (not QuickTime, HEIF images or 3GP).
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VP', 'M4VH', 'dash', 'mmp4', 'MSNV', 'f4v ']);

function startsWith(buffer: Buffer, bytes: readonly number[], offset = 0): boolean {
  return buffer.length >= offset + bytes.length && bytes.every((byte, index) => buffer[offset + index] === byte);
}

function ascii(buffer: Buffer, start: number, end: number): string {
  return buffer.subarray(start, end).toString('latin1');
}

export function detectMediaType(buffer: Buffer): MediaType | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  const head6 = ascii(buffer, 0, 6);
  if (head6 === 'GIF87a' || head6 === 'GIF89a') return GIF;
  if (ascii(buffer, 0, 4) === 'RIFF' && ascii(buffer, 8, 12) === 'WEBP') return WEBP;
  if (ascii(buffer, 4, 8) === 'ftyp' && MP4_BRANDS.has(ascii(buffer, 8, 12))) return MP4;
  // QuickTime movies (post videos) carry the 'qt  ' major brand.
  if (ascii(buffer, 4, 8) === 'ftyp' && ascii(buffer, 8, 12) === 'qt  ') return MOV;
  if (ascii(buffer, 0, 5) === '%PDF-') return PDF;
  return null;
}

export function mediaTypeOfExtension(extension: string): MediaType | null {
  return MEDIA_TYPES.find((type) => type.extension === extension) ?? null;
}
