/** Style sheets are side-effect imports handled by webpack (css-loader + MiniCssExtractPlugin). */
declare module '*.css';
/** An SVG file becomes the URL of the emitted asset. */
declare module '*.svg' {
  const url: string;
  export default url;
}
