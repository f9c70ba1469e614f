// A minimal PNG encoder (8-bit RGBA, no interlace), enough to draw deskbot's icons without an image library.
import { crc32, deflateSync } from "node:zlib";

/** An RGBA image: `pixels` holds width × height × 4 bytes, row by row. */
export interface Image {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export function createImage(width: number, height: number): Image {
  return { width, height, pixels: new Uint8Array(width * height * 4) };
}

/** Sets one pixel; coordinates outside the image are ignored. */
export function setPixel(image: Image, x: number, y: number, rgba: [number, number, number, number]): void {
  if (x < 0 || y < 0 || x >= image.width || y >= image.height) return;
  image.pixels.set(rgba, (y * image.width + x) * 4);
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** The image as PNG bytes. */
export function encodePng(image: Image): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(image.width, 0);
  header.writeUInt32BE(image.height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const stride = image.width * 4;
  const raw = Buffer.alloc((stride + 1) * image.height);
  for (let y = 0; y < image.height; y += 1) {
    raw[y * (stride + 1)] = 0;
    raw.set(image.pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", new Uint8Array()),
  ]);
}
