import { describe, expect, it } from 'vitest';
import { addressKey } from '../src/platform/connections/addressKey';
import { connectionCeiling, fileLimitWarning, openFileLimit } from '../src/platform/connections/fdLimit';
import { MALLOC_TUNING_VALUE, MALLOC_TUNING_VARIABLE, mallocTuningWarning, usesGlibc } from '../src/platform/mallocTuning';

describe('按地址计数的键', () => {
  it('IPv4 原样；IPv4 映射的 IPv6 地址算同一个客户端', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('IPv6 按 /64 计：同一用户拿到的整块地址是一个键，别的块是另一个', () => {
    const key = addressKey('2001:db8:85a3:1:aaaa:bbbb:cccc:dddd');
    expect(key).toBe('2001:db8:85a3:1::/64');
    expect(addressKey('2001:0db8:85a3:0001::1')).toBe(key);
    expect(addressKey('2001:db8:85a3:1::ffff')).toBe(key);
    expect(addressKey('2001:db8:85a3:2::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('文件描述符上限', () => {
  it('从 /proc 读出；留出给文件的部分；太低时给出中文提示和调整方法', () => {
    const limit = openFileLimit();
    if (process.platform === 'linux') expect(limit).toBeGreaterThan(0);
    expect(connectionCeiling(1024)).toBe(896);
    expect(connectionCeiling(256)).toBe(128);
    expect(connectionCeiling(null)).toBe(0);
    expect(fileLimitWarning(65_535)).toBeNull();
    expect(fileLimitWarning(1024)).toContain('ulimit -n 65535');
    expect(fileLimitWarning(1024)).toContain('LimitNOFILE=65535');
  });
});

describe('glibc 的内存归还设置', () => {
  it('Linux glibc 上没有设置时用中文提示怎么设置；设置了就不提示', () => {
    expect(mallocTuningWarning({ [MALLOC_TUNING_VARIABLE]: MALLOC_TUNING_VALUE })).toBeNull();
    const warning = mallocTuningWarning({});
    if (usesGlibc()) {
      expect(warning).toContain(`${MALLOC_TUNING_VARIABLE}=${MALLOC_TUNING_VALUE}`);
      expect(warning).toContain('npm start 会自动设置');
    }
  });
});
