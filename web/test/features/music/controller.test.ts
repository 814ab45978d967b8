import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMediaPlayback } from './audioStubs';
import { song } from './fixtures';

vi.mock('@/features/music/api', async () => (await import('./mocks')).musicApiMock());
vi.mock('@/lib/feedback', async () => (await import('./mocks')).feedbackMock());

const api = await import('@/features/music/api');
const { feedback } = await import('@/lib/feedback');
const { useMusicStore } = await import('@/features/music/store');
const controller = await import('@/features/music/player/controller');

const initial = useMusicStore.getInitialState();
const LRC = '[00:00.00]第一句\n[00:10.00]第二句\n[00:20.00]第三句';
let media: ReturnType<typeof stubMediaPlayback>;

beforeEach(() => {
  media = stubMediaPlayback();
  useMusicStore.setState(initial, true);
  vi.mocked(api.getSongDetail).mockImplementation(async (id) => song(id));
  vi.mocked(api.getSongUrl).mockImplementation(async (id) => `/wapi/audio/${id}.mp3`);
  vi.mocked(api.getLyric).mockResolvedValue(LRC);
});
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('player controller', () => {
  it('loads detail, URL and lyrics of a chosen song, then plays it on the one audio element', async () => {
    await controller.playSong(song(3));
    const audio = controller.getAudio();
    expect(api.getSongDetail).toHaveBeenCalledWith(3);
    expect(api.getSongUrl).toHaveBeenCalledWith(3);
    expect(api.getLyric).toHaveBeenCalledWith(3);
    expect(audio.getAttribute('src')).toBe('/wapi/audio/3.mp3');
    expect(media.play).toHaveBeenCalledTimes(1);
    const s = useMusicStore.getState();
    expect(s.paused).toBe(false);
    expect(s.musicInfo).toEqual({ id: 3, url: '/wapi/audio/3.mp3', lyricList: ['第一句', '第二句', '第三句'], lyricTimeList: [0, 10_000, 20_000] });
    expect(controller.getAudio()).toBe(audio);
    expect(audio.volume).toBe(0.5);
  });

  it('marks the player paused and logs silently when play() is refused', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    media.play.mockRejectedValueOnce(new DOMException('blocked', 'NotAllowedError'));
    useMusicStore.setState({ paused: false });
    await controller.playSong(song(4));
    expect(useMusicStore.getState().paused).toBe(true);
    expect(debug).toHaveBeenCalled();
    expect(feedback.message.info).not.toHaveBeenCalled();
    expect(feedback.notification.error).not.toHaveBeenCalled();
  });

  it('marks the player paused on an audio error event', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    await controller.playSong(song(4));
    controller.getAudio().dispatchEvent(new Event('error'));
    expect(useMusicStore.getState().paused).toBe(true);
    expect(debug).toHaveBeenCalled();
  });

  it('a song without a URL does not play and leaves the player paused', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    vi.mocked(api.getSongUrl).mockResolvedValueOnce(null);
    await controller.playSong(song(8));
    expect(media.play).not.toHaveBeenCalled();
    expect(useMusicStore.getState().paused).toBe(true);
  });

  it('starts the next custom song at the end of a track in LISTLOOP, wrapping round', async () => {
    useMusicStore.getState().addToCustom(song(1));
    useMusicStore.getState().addToCustom(song(2));
    useMusicStore.setState({ playMode: 'LISTLOOP' });
    await controller.playSong(song(2));

    controller.getAudio().dispatchEvent(new Event('ended'));
    await vi.waitFor(() => expect(useMusicStore.getState().musicInfo?.id).toBe(1));
    await controller.playNext('prev');
    expect(useMusicStore.getState().musicInfo?.id).toBe(2);
  });

  it('plays the ranked list while the play type is TOP', async () => {
    useMusicStore.setState({ playMode: 'LISTLOOP', ranked: { items: [song(5), song(6)], offset: 0, hasMore: true } });
    await controller.playSong(song(5));
    await controller.playNext('next');
    expect(useMusicStore.getState().currentSong?.id).toBe(6);
  });

  it('SINGLECYCLE restarts the same track', async () => {
    useMusicStore.setState({ playMode: 'SINGLECYCLE', ranked: { items: [song(5), song(6)], offset: 0, hasMore: true } });
    await controller.playSong(song(5));
    const audio = controller.getAudio();
    audio.currentTime = 42;
    vi.mocked(api.getSongUrl).mockClear();
    await controller.playNext('next');
    expect(audio.currentTime).toBe(0);
    expect(api.getSongUrl).not.toHaveBeenCalled();
    expect(useMusicStore.getState().currentSong?.id).toBe(5);
  });

  it('follows timeupdate with progress and the current lyric', async () => {
    await controller.playSong(song(1));
    const audio = controller.getAudio();
    audio.currentTime = 15;
    audio.dispatchEvent(new Event('timeupdate'));
    expect(useMusicStore.getState()).toMatchObject({ currentTime: 15, progress: 25, currentLyricIndex: 1 });
  });

  it('clicking a lyric line seeks there and resumes when paused', async () => {
    await controller.playSong(song(1), { autoplay: false });
    expect(media.play).not.toHaveBeenCalled();
    await controller.seekToLyric(2);
    expect(controller.getAudio().currentTime).toBe(20);
    expect(useMusicStore.getState().currentLyricIndex).toBe(2);
    expect(media.play).toHaveBeenCalledTimes(1);
  });

  it('a progress drag seeks, resumes and ignores audio progress for 200 ms', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    await controller.playSong(song(1), { autoplay: false });
    const audio = controller.getAudio();

    controller.dragProgress(50);
    audio.currentTime = 1;
    audio.dispatchEvent(new Event('timeupdate'));
    expect(useMusicStore.getState().progress).toBe(50);

    await controller.commitProgress(50);
    expect(audio.currentTime).toBe(30);
    expect(media.play).toHaveBeenCalledTimes(1);

    vi.setSystemTime(1_000_150);
    audio.currentTime = 2;
    audio.dispatchEvent(new Event('timeupdate'));
    expect(useMusicStore.getState().currentTime).toBe(30);

    vi.setSystemTime(1_000_201);
    audio.currentTime = 31;
    audio.dispatchEvent(new Event('timeupdate'));
    expect(useMusicStore.getState().currentTime).toBe(31);
  });

  it('a restored track loads on play and resumes where it stopped', async () => {
    useMusicStore.setState({ currentSong: song(9), currentTime: 12, musicInfo: null });
    await controller.togglePlay();
    expect(api.getSongUrl).toHaveBeenCalledWith(9);
    expect(media.play).toHaveBeenCalled();
    expect(useMusicStore.getState().musicInfo?.id).toBe(9);
  });

  it('with nothing ever chosen, play starts the default playlist\'s first song', async () => {
    vi.mocked(api.getToplist).mockResolvedValue({ list: [1, 2, 3, 4].map((id) => ({ id, name: `榜单${id}`, coverImgUrl: '' })) });
    vi.mocked(api.getPlaylistTracks).mockResolvedValue([song(41), song(42)]);
    await controller.togglePlay();
    expect(api.getPlaylistTracks).toHaveBeenCalledWith(4, 0, 30);
    expect(useMusicStore.getState()).toMatchObject({ currentSong: { id: 41 }, paused: false });
    expect(media.play).toHaveBeenCalledTimes(1);
  });

  it('cues the default song without playing it, and reports an empty library', async () => {
    vi.mocked(api.getToplist).mockResolvedValue({ list: [{ id: 1, name: '榜单1', coverImgUrl: '' }] });
    vi.mocked(api.getPlaylistTracks).mockResolvedValueOnce([]);
    expect(await controller.cueDefaultTrack({ autoplay: false })).toBe(false);
    expect(useMusicStore.getState().currentSong).toBeNull();

    useMusicStore.setState(initial, true);
    vi.mocked(api.getPlaylistTracks).mockResolvedValue([song(11)]);
    expect(await controller.cueDefaultTrack({ autoplay: false })).toBe(true);
    expect(useMusicStore.getState()).toMatchObject({ currentSong: { id: 11 }, musicInfo: { id: 11 }, paused: true });
    expect(media.play).not.toHaveBeenCalled();
  });

  it('follows the store volume', async () => {
    const audio = controller.getAudio();
    useMusicStore.getState().setVolume(0.8);
    expect(audio.volume).toBe(0.8);
  });
});
