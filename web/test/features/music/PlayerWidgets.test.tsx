import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from '../article/domPolyfills';
import { stubMediaPlayback } from './audioStubs';
import { song } from './fixtures';

vi.mock('@/features/music/api', async () => (await import('./mocks')).musicApiMock());

const { useMusicStore } = await import('@/features/music/store');
const { CustomList } = await import('@/features/music/components/CustomList');
const { PlayerBar } = await import('@/features/music/components/PlayerBar');
const { CommonLyrics } = await import('@/features/music/components/CommonLyrics');
const { getAudio } = await import('@/features/music/player/controller');

const initial = useMusicStore.getInitialState();
let media: ReturnType<typeof stubMediaPlayback>;

beforeAll(installDomPolyfills);
beforeEach(() => {
  media = stubMediaPlayback();
  useMusicStore.setState(initial, true);
});
afterEach(() => vi.clearAllMocks());

describe('CustomList', () => {
  it('says the list is empty when it is', () => {
    render(<CustomList />);
    expect(screen.getByText('播放列表为空')).toBeTruthy();
  });

  it('lists songs, removes them, and returns to TOP when emptied', () => {
    useMusicStore.getState().addToCustom(song(1, '晴天'));
    useMusicStore.getState().addToCustom(song(2, '夜曲'));
    render(<CustomList />);
    expect(screen.getByText('晴天')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '从播放列表移除 晴天' }));
    expect(screen.queryByText('晴天')).toBeNull();
    expect(useMusicStore.getState().playType).toBe('CUSTOM');
    fireEvent.click(screen.getByRole('button', { name: '从播放列表移除 夜曲' }));
    expect(screen.getByText('播放列表为空')).toBeTruthy();
    expect(useMusicStore.getState().playType).toBe('TOP');
  });
});

describe('PlayerBar', () => {
  it('cycles the play mode label 随机播放 → 列表循环 → 单曲循环 → 随机播放', () => {
    render(<PlayerBar />);
    const labels: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const button = screen.getByRole('button', { name: /^播放模式/ });
      labels.push(button.getAttribute('aria-label') ?? '');
      fireEvent.click(button);
    }
    expect(labels).toEqual(['播放模式：随机播放', '播放模式：列表循环', '播放模式：单曲循环', '播放模式：随机播放']);
  });

  it('labels its icon buttons and shows mm:ss times', () => {
    useMusicStore.setState({ currentSong: song(3, '稻香', '某歌手'), currentTime: 65, duration: 200 });
    const { container } = render(<PlayerBar />);
    for (const name of ['上一首', '播放', '下一首', '音量', '播放列表']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByText('稻香')).toBeTruthy();
    expect(screen.getByText('某歌手')).toBeTruthy();
    expect(container.querySelector('.music-bar__time')?.textContent).toBe('01:05 / 03:20');
  });

  it('shows 暂停 while playing', () => {
    useMusicStore.setState({ currentSong: song(3), paused: false });
    render(<PlayerBar />);
    expect(screen.getByRole('button', { name: '暂停' })).toBeTruthy();
  });
});

describe('CommonLyrics', () => {
  it('highlights the current line and seeks to a clicked line, resuming playback', async () => {
    const audio = getAudio();
    audio.src = '/music/1.mp3';
    useMusicStore.setState({
      currentSong: song(1),
      musicInfo: { id: 1, url: '/music/1.mp3', lyricList: ['第一句', '第二句'], lyricTimeList: [0, 5_000] },
      currentLyricIndex: 0,
    });
    render(<CommonLyrics />);
    expect(screen.getByRole('button', { name: '第一句' }).getAttribute('aria-current')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '第二句' }));
    });
    expect(audio.currentTime).toBe(5);
    expect(media.play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '第二句' }).getAttribute('aria-current')).toBe('true');
  });

  it('says 暂无歌词 without lyrics', () => {
    render(<CommonLyrics />);
    expect(screen.getByText('暂无歌词')).toBeTruthy();
  });
});
