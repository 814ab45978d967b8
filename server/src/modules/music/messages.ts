/** Chinese refusals of the /wapi calls. */
export const SONG_MISSING_MESSAGE = '歌曲不存在或已被移除';
export const PLAYLIST_MISSING_MESSAGE = '歌单不存在';
export const AUDIO_MISSING_MESSAGE = '音频文件不存在';
export const UPSTREAM_DOWN_MESSAGE = '音乐服务暂时不可用';
