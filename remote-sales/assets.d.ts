/** Style sheets are side-effect imports handled by webpack (css-loader + MiniCssExtractPlugin). */
declare module '*.css';
