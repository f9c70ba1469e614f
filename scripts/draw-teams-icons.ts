// Draws deskbot's Teams icons: color.png (192×192, a white ticket on navy) and outline.png (32×32, white on transparent).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createImage, encodePng, type Image, setPixel } from "./png.ts";

type Rgba = [number, number, number, number];
const WHITE: Rgba = [255, 255, 255, 255];
const NAVY: Rgba = [31, 58, 95, 255];

/** A ticket: a rectangle with a notch on each side and three lines of text, scaled to the image. */
function drawTicket(image: Image, color: Rgba, background?: Rgba): void {
  const size = image.width;
  const unit = size / 32;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const u = (x + 0.5) / unit;
      const v = (y + 0.5) / unit;
      const inTicket = u >= 4 && u <= 28 && v >= 8 && v <= 24;
      const notch = (u - 4) ** 2 + (v - 16) ** 2 < 9 || (u - 28) ** 2 + (v - 16) ** 2 < 9;
      const inside = u >= 6 && u <= 26 && v >= 10 && v <= 22;
      const line =
        u >= 9 &&
        ((v >= 12.5 && v <= 14 && u <= 23) ||
          (v >= 15.25 && v <= 16.75 && u <= 21) ||
          (v >= 18 && v <= 19.5 && u <= 17));
      const ring = inTicket && !notch && (!inside || line);
      if (ring) setPixel(image, x, y, color);
      else if (background) setPixel(image, x, y, background);
    }
  }
}

/** Writes both icons into `folder`. */
export function drawTeamsIcons(folder: string): void {
  const color = createImage(192, 192);
  drawTicket(color, WHITE, NAVY);
  writeFileSync(`${folder}/color.png`, encodePng(color));
  const outline = createImage(32, 32);
  drawTicket(outline, WHITE);
  writeFileSync(`${folder}/outline.png`, encodePng(outline));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  drawTeamsIcons(fileURLToPath(new URL("../manifests/teams", import.meta.url)));
}
