import { useState } from 'react';
import Alert from 'antd/es/alert';
import Input from 'antd/es/input';
import type { RedirectTestResult } from '@blog/contract';
import { testRedirect } from './api';
import styles from './Redirects.module.css';

/** What the test box says about where an address lands. */
function verdict(result: RedirectTestResult): { type: 'success' | 'info' | 'warning'; text: string } {
  switch (result.kind) {
    case 'rule':
      return { type: 'success', text: `${result.status} 跳到 ${result.location}` };
    case 'article':
      return { type: 'success', text: `这是文章以前的链接名，301 跳到 ${result.location}` };
    case 'page':
      return { type: 'info', text: '本站有这个页面，不跳转' };
    default:
      return { type: 'warning', text: '没有规则匹配，访问者会看到「页面不存在」' };
  }
}

/** 这个地址会跳到哪里: type an address, see what a visitor would get. */
export function RedirectTester() {
  const [result, setResult] = useState<RedirectTestResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);

  const run = async (typed: string) => {
    const text = typed.trim();
    if (!text) {
      setResult(null);
      setError('请输入要测试的地址');
      return;
    }
    setTesting(true);
    setError(null);
    try {
      setResult(await testRedirect(text));
    } catch (failure) {
      setResult(null);
      setError(failure instanceof Error && failure.message ? failure.message : '测试失败，请稍后再试');
    } finally {
      setTesting(false);
    }
  };

  const shown = result ? verdict(result) : null;
  return (
    <section className={styles.tester} aria-label="测试地址">
      <h2 className={styles.testerTitle}>这个地址会跳到哪里</h2>
      <Input.Search
        placeholder="输入本站地址或完整网址，如 /2021/01/21/旧文章/"
        aria-label="要测试的地址"
        enterButton="测试"
        loading={testing}
        allowClear
        onSearch={(value) => void run(value)}
      />
      {error && <Alert className={styles.verdict} type="error" showIcon message={error} />}
      {shown && result && (
        <Alert className={styles.verdict} type={shown.type} showIcon message={shown.text} description={`按「${result.path}」匹配`} role="status" />
      )}
    </section>
  );
}
