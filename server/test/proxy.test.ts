import { expect, it } from 'vitest';
import { describeEachEngine } from './helpers/engines';
import { post } from './helpers/http';
import { useTestServer } from './helpers/server';

describeEachEngine('代理地址', (engine) => {
  // The production default: no proxy is trusted.
  const server = useTestServer(engine, { trustProxy: 'false' });

  it('伪造 X-Forwarded-For 不能绕过按地址的登录限制', async () => {
    for (let i = 0; i < 30; i++) {
      const attempt = await post(server, '/api/user/login', { username: `nobody_${i}x`, password: 'guess123' }, { headers: { 'x-forwarded-for': `203.0.113.${i}` } });
      expect(attempt.status).toBe(200);
    }
    const blocked = await post(server, '/api/user/login', { username: 'nobody_99x', password: 'guess123' }, { headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(blocked.status).toBe(429);
  });
});
