// webpack's asset/resource gives image imports as their URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
