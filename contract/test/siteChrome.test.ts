import { describe, expect, it } from 'vitest';
import { dayInZone, daysRunning, parseHeadCode, parseScriptHosts, policeLink } from '../src/siteChrome';

describe('site chrome', () => {
  it('本站已运行 N 天 counts calendar days in the site zone, across a DST change too', () => {
    // 23:30 UTC on 1 March is already 2 March in Shanghai.
    expect(daysRunning('2024-03-01', dayInZone(new Date('2024-03-01T23:30:00Z'), 'Asia/Shanghai'))).toBe(1);
    // New York springs forward on 10 March 2024: still whole days.
    expect(daysRunning('2024-03-09', dayInZone(new Date('2024-03-11T12:00:00Z'), 'America/New_York'))).toBe(2);
    expect(daysRunning('', '2024-03-01')).toBeNull();
    expect(daysRunning('2024-03-02', '2024-03-01')).toBeNull();
  });

  it('公安备案 links to the lookup with the number digits only', () => {
    expect(policeLink('京公网安备 11010502030143号')).toBe('https://beian.mps.gov.cn/#/query/webSearch?code=11010502030143');
  });

  it('head code: meta and listed https async scripts pass, anything that could run inline does not', () => {
    const ok = parseHeadCode('<meta name="a" content="b"/><script async src="https://hm.baidu.com/x.js"></script>', ['hm.baidu.com']);
    expect('tags' in ok && ok.tags.map((tag) => tag.kind)).toEqual(['meta', 'script']);
    for (const code of ['<script>1</script>', '<SCRIPT SRC="https://hm.baidu.com/x.js" ASYNC ONLOAD="x"></SCRIPT>', '<svg onload=x>', '<style>a{}</style>', '<script src="https://hm.baidu.com.evil.io/x.js" async></script>']) {
      expect('problem' in parseHeadCode(code, ['hm.baidu.com']), code).toBe(true);
    }
    expect(parseScriptHosts('https://a.com')).toHaveProperty('problem');
    expect(parseScriptHosts(' A.com，b.cn ')).toEqual({ hosts: ['a.com', 'b.cn'] });
  });
});
