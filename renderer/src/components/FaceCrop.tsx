import { useState, type CSSProperties } from 'react';
import { mediaUrl } from '../media';

/** A face's box in the image, each side relative to the image (0–1). */
export interface FaceBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Faces look cut off when the crop hugs the detector's box; this much context around it. */
const MARGIN = 1.25;

/**
 * A face cut out of its memory's thumbnail with CSS: the image is scaled and shifted inside a
 * square window so the face's box, widened to a square in pixels, fills it. The image's aspect is
 * only known once it loads, so the crop is placed then.
 */
export function FaceCrop({ memoryId, box, label }: { memoryId: string; box: FaceBox; label: string }) {
  const [style, setStyle] = useState<CSSProperties | null>(null);
  const [broken, setBroken] = useState(false);
  return (
    <span className="face" {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      {broken ? (
        <span className="face-missing" aria-hidden="true">
          ?
        </span>
      ) : (
        <img
          src={mediaUrl('thumb', memoryId)}
          alt=""
          draggable={false}
          style={style ?? { visibility: 'hidden' }}
          onError={() => setBroken(true)}
          onLoad={(event) => setStyle(cropStyle(box, event.currentTarget.naturalWidth, event.currentTarget.naturalHeight))}
        />
      )}
    </span>
  );
}

export function cropStyle(box: FaceBox, width: number, height: number): CSSProperties {
  if (!width || !height) return {};
  // In pixels of the image: the face's centre and a square side around it, kept inside the image.
  const cx = (box.x + box.w / 2) * width;
  const cy = (box.y + box.h / 2) * height;
  const side = Math.min(Math.max(box.w * width, box.h * height) * MARGIN, width, height);
  const left = Math.min(Math.max(cx - side / 2, 0), width - side);
  const top = Math.min(Math.max(cy - side / 2, 0), height - side);
  return {
    position: 'absolute',
    width: `${(width / side) * 100}%`,
    height: `${(height / side) * 100}%`,
    left: `${(-left / side) * 100}%`,
    top: `${(-top / side) * 100}%`,
    maxWidth: 'none',
  };
}
