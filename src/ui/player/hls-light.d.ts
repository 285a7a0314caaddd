// hls.js ships typings for its full build only; the light build has the same API minus subtitles,
// alternate audio and DRM, none of which the console uses.
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
