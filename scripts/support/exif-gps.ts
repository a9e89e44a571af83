/**
 * GPS tags in the string form libvips' `withExif` takes, for the generators of test pictures, the
 * eval album and the bench dataset. Their bytes are cached and compared: keep the arithmetic as it is.
 */

/** |degrees| as EXIF rationals "d/1 m/1 s/10000" (seconds to 1/10000). */
export function dms(degrees: number): string {
  const a = Math.abs(degrees);
  const d = Math.floor(a);
  const mFloat = (a - d) * 60;
  const m = Math.floor(mFloat);
  const s = Math.round((mFloat - m) * 60 * 10000);
  return `${d}/1 ${m}/1 ${s}/10000`;
}

/** The four GPS IFD tags that place a picture at lat, lon (in this order). */
export function gpsPosition(lat: number, lon: number): Record<'GPSLatitudeRef' | 'GPSLatitude' | 'GPSLongitudeRef' | 'GPSLongitude', string> {
  return {
    GPSLatitudeRef: lat >= 0 ? 'N' : 'S',
    GPSLatitude: dms(lat),
    GPSLongitudeRef: lon >= 0 ? 'E' : 'W',
    GPSLongitude: dms(lon),
  };
}
