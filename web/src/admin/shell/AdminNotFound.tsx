import { Link } from 'react-router';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { ADMIN_BASE } from './adminNav';

export function AdminNotFound() {
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="后台没有这个页面，可能地址输入有误。"
      extra={
        <Link to={ADMIN_BASE}>
          <Button type="primary">回到仪表盘</Button>
        </Link>
      }
    />
  );
}
