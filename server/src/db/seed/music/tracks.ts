import type { TrackSound } from './synth';

/**
 * The demo library: original instrumentals made by synth.ts, with Chinese lyrics to read along.
 * `bars` is derived from the lyrics (an intro bar, the lines, a closing bar).
 */
export interface DemoTrack {
  /** File name without extension under DATA_DIR/music/demo. */
  file: string;
  title: string;
  alias: string;
  artists: string[];
  album: string;
  /** Hue of the generated cover. */
  hue: number;
  sound: Omit<TrackSound, 'bars' | 'seed'>;
  /** Bars each lyric line lasts. */
  lineBars: number;
  lines: string[];
}

export const DEMO_ARTISTS = { forest: '林间信号', breeze: '晚风合奏' } as const;
const { forest, breeze } = DEMO_ARTISTS;

export const DEMO_TRACKS: DemoTrack[] = [
  {
    file: '01-morning-pier',
    title: '晨光码头',
    alias: 'Morning Pier',
    artists: [forest],
    album: '小城四季',
    hue: 28,
    sound: { tonic: 60, mode: 'major', bpm: 92, progression: [0, 4, 5, 3], lead: 'triangle', percussion: true },
    lineBars: 2,
    lines: ['潮水把夜色轻轻推远', '第一班渡船拉响了汽笛', '海鸥在桅杆上数着光', '我把昨天折进口袋里', '咸咸的风吹过石阶', '早点摊冒着白白的热气', '远方的帆一点点亮起', '今天也要好好地出发'],
  },
  {
    file: '02-rain-lane',
    title: '雨落青石巷',
    alias: 'Rain in the Stone Lane',
    artists: [breeze],
    album: '小城四季',
    hue: 200,
    sound: { tonic: 57, mode: 'minor', bpm: 72, progression: [0, 5, 2, 6], lead: 'sine', percussion: false },
    lineBars: 1,
    lines: ['雨滴敲着旧屋檐', '青石板映着灯一盏', '伞下的人走得很慢', '巷口的猫躲进了门槛', '谁家的收音机在唱', '潮湿的墙上爬满青苔', '等雨停了就去看看你', '把这段路再走一遍'],
  },
  {
    file: '03-summer-fireflies',
    title: '夏夜萤火',
    alias: 'Summer Fireflies',
    artists: [forest],
    album: '小城四季',
    hue: 140,
    sound: { tonic: 65, mode: 'major', bpm: 84, progression: [0, 5, 3, 4], lead: 'sine', percussion: true },
    lineBars: 1,
    lines: ['蝉声慢慢退到远处', '草丛里亮起一颗星', '外婆摇着蒲扇讲故事', '西瓜在井水里变凉', '萤火虫飞过竹篱笆', '月亮挂在晾衣绳上', '晚风把梦吹得很轻', '夏天就这样睡着了'],
  },
  {
    file: '04-autumn-bookshop',
    title: '秋日书店',
    alias: 'Autumn Bookshop',
    artists: [breeze],
    album: '纸页与远方',
    hue: 38,
    sound: { tonic: 62, mode: 'major', bpm: 100, progression: [0, 3, 5, 4], lead: 'triangle', percussion: true },
    lineBars: 2,
    lines: ['银杏叶落在玻璃窗前', '书页里夹着去年的车票', '咖啡的香气绕过书架', '角落的猫打了个哈欠', '翻开一本没读完的诗', '有人在门口轻轻收伞', '时间在这里走得很慢', '我们就坐到黄昏吧'],
  },
  {
    file: '05-after-the-snow',
    title: '雪后初晴',
    alias: 'After the Snow',
    artists: [forest, breeze],
    album: '小城四季',
    hue: 215,
    sound: { tonic: 64, mode: 'minor', bpm: 66, progression: [0, 3, 6, 2], lead: 'sine', percussion: false },
    lineBars: 1,
    lines: ['一夜的雪盖住了来路', '屋顶是白白的棉花糖', '阳光从云缝里探出头', '树枝上挂着亮晶晶的霜', '脚印排成歪歪的一行', '呼出的白气慢慢飘散', '冬天也有温柔的时候', '我在雪地里写下你的名字'],
  },
  {
    file: '06-letter-from-the-hills',
    title: '远山来信',
    alias: 'Letter from the Hills',
    artists: [breeze],
    album: '纸页与远方',
    hue: 100,
    sound: { tonic: 55, mode: 'major', bpm: 108, progression: [0, 2, 3, 4], lead: 'triangle', percussion: true },
    lineBars: 2,
    lines: ['山那边寄来一封信', '信封上沾着松针的香', '他说溪水涨了又落', '他说今年的桃花很忙', '读着读着就笑出了声', '窗外的云也跟着跑', '我回信说一切都好', '等春天一起去看山'],
  },
  {
    file: '07-midnight-train',
    title: '深夜列车',
    alias: 'Midnight Train',
    artists: [forest],
    album: '纸页与远方',
    hue: 255,
    sound: { tonic: 58, mode: 'major', bpm: 76, progression: [5, 3, 0, 4], lead: 'sine', percussion: true },
    lineBars: 1,
    lines: ['列车穿过沉睡的城市', '车窗外的灯一盏盏后退', '邻座的人轻声打着盹', '耳机里放着一首老歌', '铁轨在夜里哼着节拍', '下一站是陌生的名字', '天快亮的时候我会到', '把思念留在这节车厢'],
  },
  {
    file: '08-kite-and-sea',
    title: '风筝与海',
    alias: 'Kite and Sea',
    artists: [breeze],
    album: '纸页与远方',
    hue: 185,
    sound: { tonic: 57, mode: 'major', bpm: 96, progression: [0, 4, 5, 2, 3, 0, 3, 4], lead: 'triangle', percussion: true },
    lineBars: 2,
    lines: ['沙滩上奔跑的小孩', '手里的线牵着一片天', '风筝飞得比浪还高', '贝壳里藏着海的回音', '夕阳把脚印染成金色', '远处的灯塔眨着眼睛', '回家的路上哼着歌', '明天还要再来看海'],
  },
];

/** Manual playlists of the demo, in toplist order after 最新上架 and 热门播放. */
export interface DemoPlaylist {
  key: string;
  name: string;
  hue: number;
  files: string[];
}

export const DEMO_PLAYLISTS: DemoPlaylist[] = [
  { key: 'morning', name: '清晨出发', hue: 30, files: ['01-morning-pier', '06-letter-from-the-hills', '08-kite-and-sea', '04-autumn-bookshop'] },
  // The 4th entry of toplist/detail: the list the player opens with (DEFAULT_PLAYLIST_INDEX).
  { key: 'rainy', name: '雨天窗边', hue: 210, files: ['02-rain-lane', '05-after-the-snow', '07-midnight-train', '04-autumn-bookshop', '01-morning-pier'] },
  { key: 'summer', name: '夏夜晚风', hue: 150, files: ['03-summer-fireflies', '08-kite-and-sea', '07-midnight-train'] },
  { key: 'reading', name: '安静读书', hue: 45, files: ['04-autumn-bookshop', '02-rain-lane', '05-after-the-snow', '03-summer-fireflies', '06-letter-from-the-hills'] },
];
