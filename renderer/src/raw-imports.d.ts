/** Vite's `?raw` suffix: the file's text, bundled as a string. */
declare module '*?raw' {
  const text: string;
  export default text;
}
