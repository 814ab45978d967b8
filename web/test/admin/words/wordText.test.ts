import { describe, expect, it } from 'vitest';
import { listProblem, mergeImported, wordFileProblem, wordsOf } from '@/admin/words/wordText';

describe('敏感词文本', () => {
  it('每行一个词，去掉空行、首尾空格和重复', () => {
    expect(wordsOf(' 甲 \r\n\n乙\n甲\n  \n丙')).toEqual(['甲', '乙', '丙']);
  });

  it('导入的词接在后面，重复的只算一次，去掉 BOM', () => {
    expect(mergeImported('甲\n乙', '\uFEFF乙\n丙\n丁\n')).toEqual({ text: '甲\n乙\n丙\n丁', added: 2 });
    expect(mergeImported('甲', '甲')).toEqual({ text: '甲', added: 0 });
  });

  it('只收 .txt 且不超过 1 MB', () => {
    expect(wordFileProblem({ name: 'words.txt', size: 100, type: '' })).toBeNull();
    expect(wordFileProblem({ name: 'words.xlsx', size: 100, type: 'application/vnd.ms-excel' })).toBe('只能导入 .txt 文本文件（每行一个词）');
    expect(wordFileProblem({ name: 'big.txt', size: 2 * 1024 * 1024, type: 'text/plain' })).toBe('文件太大：词表文件不能超过 1 MB');
  });

  it('太多、太长时给出和服务端一样的原因', () => {
    expect(listProblem(Array.from({ length: 10_001 }, (_, i) => `词${i}`))).toBe('敏感词最多 10000 个，现在有 10001 个');
    expect(listProblem(['好', '长'.repeat(31)])).toBe('敏感词「长长长长长长长长长长长长…」超过 30 个字');
    expect(listProblem(['好'])).toBeNull();
  });
});
