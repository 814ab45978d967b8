import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot, loadConfig } from '../src/config';

describe('配置', () => {
  it('默认值', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', adminUsername: 'admin', seedDemo: true, logLevel: 'info' });
    expect(config.dataDir).toBe(path.resolve(process.cwd(), 'data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.webDistDir).toBe(path.join(findRepoRoot(), 'web', 'dist'));
  });

  it('默认不信任代理，TRUST_PROXY 可设为 true 或代理地址列表', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16']);
  });

  it('仓库根目录是含 workspaces 的 package.json 所在目录', () => {
    expect(findRepoRoot()).toBe(path.resolve(__dirname, '..', '..'));
  });

  it('读取环境变量', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/blog-data',
      DATABASE_URL: 'postgres://u@h/db',
      SEED_DEMO: 'false',
      ADMIN_PASSWORD: 'S3cret!!',
      WEB_DIST_DIR: 'custom/dist',
      DATABASE_URL_UNUSED: 'x',
    });
    expect(config).toMatchObject({ port: 8080, dataDir: '/tmp/blog-data', databaseUrl: 'postgres://u@h/db', seedDemo: false, adminPassword: 'S3cret!!' });
    expect(config.webDistDir).toBe(path.resolve(process.cwd(), 'custom/dist'));
  });

  it('注册次数和每天的上传容量：默认值，MB 可以带小数，不合法时中文错误', () => {
    expect(loadConfig({})).toMatchObject({
      registerPerHour: 5,
      uploadBudgets: { guestDailyBytes: 20 * 1024 * 1024, userDailyBytes: 100 * 1024 * 1024, addressDailyBytes: 200 * 1024 * 1024 },
    });
    expect(loadConfig({ REGISTER_PER_HOUR: '30', UPLOAD_GUEST_DAILY_MB: '0.5', UPLOAD_USER_DAILY_MB: '0' })).toMatchObject({
      registerPerHour: 30,
      uploadBudgets: { guestDailyBytes: 512 * 1024, userDailyBytes: 0 },
    });
    expect(loadConfig({ REGISTER_PER_HOUR: '', UPLOAD_GUEST_DAILY_MB: ' ' })).toMatchObject({ registerPerHour: 5, uploadBudgets: { guestDailyBytes: 20 * 1024 * 1024 } });
    expect(() => loadConfig({ REGISTER_PER_HOUR: '0' })).toThrow(/REGISTER_PER_HOUR 至少是 1/);
    expect(() => loadConfig({ UPLOAD_USER_DAILY_MB: '-1' })).toThrow(/UPLOAD_USER_DAILY_MB 不能是负数/);
    expect(() => loadConfig({ UPLOAD_ADDRESS_DAILY_MB: 'lots' })).toThrow(/UPLOAD_ADDRESS_DAILY_MB 必须是数字/);
  });

  it('空字符串视为未设置', () => {
    expect(loadConfig({ DATABASE_URL: '', JWT_SECRET: '' })).toMatchObject({ databaseUrl: undefined, jwtSecret: undefined });
  });

  it('不合法的值给出中文错误', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/配置错误 PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL 必须以 postgres:\/\/ 开头/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET 至少 16 个字符/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });
});
