/** Pixel helpers for the text gate: local means, integral images, connected components, Otsu. */

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Pixels in the component. */
  area: number;
  /** Which mask it came from: dark ink on a light ground, or the reverse. */
  dark: boolean;
}

/** Mean of the (2r+1)² window around each pixel, from an integral image. */
export function localMean(grey: Uint8Array, width: number, height: number, r: number): Float32Array {
  const iw = width + 1;
  const integral = new Float64Array(iw * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += grey[y * width + x]!;
      integral[(y + 1) * iw + x + 1] = integral[y * iw + x + 1]! + row;
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(height, y + r + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(width, x + r + 1);
      const sum = integral[y1 * iw + x1]! - integral[y0 * iw + x1]! - integral[y1 * iw + x0]! + integral[y0 * iw + x0]!;
      out[y * width + x] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return out;
}

export function integralOf(mask: Uint8Array, width: number, height: number): Int32Array {
  const iw = width + 1;
  const out = new Int32Array(iw * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += mask[y * width + x]!;
      out[(y + 1) * iw + x + 1] = out[y * iw + x + 1]! + row;
    }
  }
  return out;
}

export function rectSum(sum: Int32Array, width: number, x0: number, y0: number, x1: number, y1: number): number {
  const iw = width + 1;
  return sum[(y1 + 1) * iw + x1 + 1]! - sum[y0 * iw + x1 + 1]! - sum[(y1 + 1) * iw + x0]! + sum[y0 * iw + x0]!;
}

/** Bounding boxes of 8-connected components (two-pass labelling with union-find). */
export function components(mask: Uint8Array, width: number, height: number, dark: boolean): Box[] {
  const labels = new Int32Array(width * height);
  let parent = new Int32Array(1024);
  let next = 1;
  const find = (a: number): number => {
    while (parent[a] !== a) {
      parent[a] = parent[parent[a]!]!;
      a = parent[a]!;
    }
    return a;
  };
  const join = (a: number, b: number): number => {
    if (!a) return b;
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return ra;
    if (ra < rb) {
      parent[rb] = ra;
      return ra;
    }
    parent[ra] = rb;
    return rb;
  };
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      if (!mask[i]) continue;
      let l = 0;
      if (x > 0 && labels[i - 1]) l = labels[i - 1]!;
      if (y > 0) {
        const up = i - width;
        if (x > 0 && labels[up - 1]) l = join(l, labels[up - 1]!);
        if (labels[up]) l = join(l, labels[up]!);
        if (x + 1 < width && labels[up + 1]) l = join(l, labels[up + 1]!);
      }
      if (!l) {
        if (next === parent.length) {
          const grown = new Int32Array(parent.length * 2);
          grown.set(parent);
          parent = grown;
        }
        l = next++;
        parent[l] = l;
      }
      labels[i] = l;
    }
  }
  // Second pass: one box per root.
  const x0 = new Int32Array(next).fill(width);
  const y0 = new Int32Array(next).fill(height);
  const x1 = new Int32Array(next).fill(-1);
  const y1 = new Int32Array(next).fill(-1);
  const area = new Int32Array(next);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const l = labels[row + x]!;
      if (!l) continue;
      const r = find(l);
      if (x < x0[r]!) x0[r] = x;
      if (x > x1[r]!) x1[r] = x;
      if (y < y0[r]!) y0[r] = y;
      if (y > y1[r]!) y1[r] = y;
      area[r]!++;
    }
  }
  const boxes: Box[] = [];
  for (let r = 1; r < next; r++) {
    if (area[r]) boxes.push({ x0: x0[r]!, y0: y0[r]!, x1: x1[r]!, y1: y1[r]!, area: area[r]!, dark });
  }
  return boxes;
}

/** Otsu's effectiveness η = σ²_between / σ²_total over a box (0 for a flat box). */
export function otsuSeparation(grey: Uint8Array, width: number, box: { x0: number; y0: number; x1: number; y1: number }): number {
  const hist = new Float64Array(256);
  let n = 0;
  let sum = 0;
  for (let y = box.y0; y <= box.y1; y++) {
    for (let x = box.x0; x <= box.x1; x++) {
      const g = grey[y * width + x]!;
      hist[g]!++;
      sum += g;
      n++;
    }
  }
  const mu = sum / n;
  let total = 0;
  for (let g = 0; g < 256; g++) total += hist[g]! * (g - mu) * (g - mu);
  if (total === 0) return 0;
  let w0 = 0;
  let s0 = 0;
  let best = 0;
  for (let t = 0; t < 255; t++) {
    w0 += hist[t]!;
    s0 += t * hist[t]!;
    const w1 = n - w0;
    if (w0 === 0 || w1 === 0) continue;
    const m0 = s0 / w0;
    const m1 = (sum - s0) / w1;
    const between = (w0 * w1 * (m0 - m1) * (m0 - m1)) / n;
    if (between > best) best = between;
  }
  return best / total;
}
